import { documented, type DocumentedError } from "../operation-doc.ts";
import {
  autoApprovalEnabled,
  duplicateIdentifier,
  invalidCouponSeries,
  mergeCustomerNotFound,
  noDefaultProgram,
  requestForceApproved,
  requestNotPending,
  requestTypeMismatch,
  sameCheckerCannotApproveTwice,
  sameUserCannotApprove,
  transactionNotFound,
  userAlreadyMerged,
} from "../../../errors/catalogue.ts";

type Refusal = Parameters<typeof documented>[number];

/** Why rejecting a request is refused, in either request API; `notFound` is that API's unknown-request error. */
export function rejectionRefusals(notFound: Refusal): DocumentedError[] {
  return documented(
    autoApprovalEnabled(),
    notFound,
    requestTypeMismatch(),
    requestForceApproved(),
    requestNotPending("APPROVED"),
    sameUserCannotApprove(),
  );
}

/** Rejection's refusals, then those of applying the approved request to the customer. */
export function approvalRefusals(notFound: Refusal): DocumentedError[] {
  return [
    ...rejectionRefusals(notFound),
    ...documented(
      invalidCouponSeries(),
      noDefaultProgram(),
      transactionNotFound(),
      mergeCustomerNotFound(),
      userAlreadyMerged(),
      duplicateIdentifier("mobile", "919900000001"),
      sameCheckerCannotApproveTwice(),
    ),
  ];
}
