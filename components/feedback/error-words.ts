import type { ApiErrorItem } from "@/lib/client/api-client.ts";
import {
  autoApprovalEnabled,
  blockedForChildOrg,
  customerNotFound,
  invalidCouponSeries,
  invalidRequestBaseType,
  invalidRequestType,
  invalidSource,
  mergeCustomerNotFound,
  noDefaultProgram,
  requestForceApproved,
  requestNotFoundV11,
  requestNotFoundV2,
  requestNotPending,
  requestTypeMismatch,
  sameUserCannotApprove,
  sameMergeCustomer,
  survivorAlreadyMerged,
  survivorMergePending,
  transactionNotFound,
  userAlreadyMerged,
  victimAlreadyMerged,
  victimMergePending,
} from "@/lib/errors/catalogue.ts";

/**
 * What the API's refusals mean for a reviewer or a maker, by code. One map for the console's toasts and
 * form messages keyed by the error catalogue's rows; the code and the API's own message follow.
 */
const WORDS: Record<number, string> = {
  400: "Something in the form is not accepted.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the access group this needs.",
  404: "It no longer exists, or belongs to another organization.",
  [invalidSource.code]: "This source cannot be used for the request.",
  [userAlreadyMerged.code]: "These customers have already been merged.",
  [customerNotFound.code]: "No customer of this organization has that identifier.",
  [invalidRequestType.code]: "This request type is not accepted.",
  [invalidRequestBaseType.code]: "This request sub-type is not accepted.",
  [requestNotFoundV11.code]: "The request no longer exists.",
  [invalidCouponSeries.code]: "The coupon series does not exist in this organization.",
  [blockedForChildOrg.code]:
    "Requests are blocked for a child organization: only the parent organization may create merge requests.",
  [mergeCustomerNotFound.code]: "No customer of this organization matches the victim's or the survivor's identifiers.",
  [sameMergeCustomer.code]: "The victim and the survivor are the same customer. Choose two different customers.",
  [victimAlreadyMerged.code]: "The victim was already merged into another customer.",
  [survivorAlreadyMerged.code]: "The survivor was already merged into another customer: it no longer exists here.",
  [victimMergePending.code]: "The victim is already in a pending merge. Approve or reject that one first.",
  [survivorMergePending.code]: "The survivor is already in a pending merge. Approve or reject that one first.",
  [requestNotFoundV2.code]: "The request no longer exists.",
  [requestNotPending.code]: "Someone already decided this request.",
  [requestForceApproved.code]:
    "This request was approved automatically when it was created; there is nothing to review.",
  [autoApprovalEnabled.code]: "Approvals are switched off: this organization approves requests automatically.",
  [sameUserCannotApprove.code]: "You created this request: someone else has to review it.",
  [requestTypeMismatch.code]: "The request changed type since the page was loaded; reload and try again.",
  [transactionNotFound.code]: "The transaction to update does not exist.",
  [noDefaultProgram.code]: "The organization has no default program to credit the points to.",
};

export interface ErrorWords {
  /** The sentence for the reviewer. */
  text: string;
  /** The API's code and message, for support. */
  detail: string;
}

export function describeError(item: ApiErrorItem): ErrorWords {
  const detail = `Code ${item.code}: ${item.message}`;
  return { text: WORDS[item.code] ?? item.message, detail };
}

/** One line: the reviewer's words, then the code in brackets. */
export function describeErrorLine(item: ApiErrorItem): string {
  const words = describeError(item);
  return words.text === item.message
    ? `${item.message} (${item.code})`
    : `${words.text} (${item.code}: ${item.message})`;
}
