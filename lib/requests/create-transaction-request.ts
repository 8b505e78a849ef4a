import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { findCustomerIdByIdentifier } from "../customers/find-customer.ts";
import { findLiveCustomerId, type CustomerIdentifierRef } from "../customers/store/find-live-customer-id.ts";
import { isDomainError } from "../errors/domain-error.ts";
import { createRequestRecord } from "./create-request-record.ts";
import type { CreatingRequestOrg } from "./store/request-store.ts";
import { creationApproval } from "./creation-approval.ts";
import { transactionPayload } from "./request-payload.ts";
import type { TransactionRequestInput } from "./schemas.ts";
import { assertRequestSource } from "../validation/source.ts";
import { mergeCustomerNotFound } from "../errors/catalogue.ts";

/**
 * Creates a TRANSACTION / REGULAR_TXN_ADD request for an identified customer of the organization; the
 * caller read the organization and checked that it may add requests.
 */
export async function createTransactionRequest(
  principal: Principal,
  org: CreatingRequestOrg,
  input: TransactionRequestInput,
  options: {
    source: string | null;
    clientAutoApprove: boolean;
    /** The customer transactionCustomerLookup named, read with the organization (null: none). */
    found?: number | null;
  },
) {
  const info = input.customerIdentificationInfo;
  assertRequestSource(info.source);
  let customerId: number;
  if (options.found === null) throw mergeCustomerNotFound();
  try {
    customerId =
      options.found ??
      (info.identifierType === "id"
        ? await findCustomerIdByIdentifier(db, principal.orgId, info.identifierType, info.identifierValue)
        : await findLiveCustomerId(db, principal.orgId, info.identifierType, info.identifierValue));
  } catch (error) {
    if (isDomainError(error) && error.code === 8015) throw mergeCustomerNotFound();
    throw error;
  }
  const { data, autoApproval } = creationApproval(
    org,
    {
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      source: options.source ?? info.source?.toUpperCase() ?? null,
      customerId,
      amount: input.transaction?.billAmount ?? null,
      payload: transactionPayload(input),
    },
    options.clientAutoApprove,
  );
  return createRequestRecord(principal, data, autoApproval);
}

/**
 * The identifier that names the request's customer when it is not the id (the hot call), for the caller to
 * read beside the organization's settings; null otherwise, and createTransactionRequest reads it.
 */
export function transactionCustomerLookup(input: TransactionRequestInput): CustomerIdentifierRef | null {
  const info = input.customerIdentificationInfo;
  return info.identifierType === "id" ? null : { type: info.identifierType, value: info.identifierValue };
}
