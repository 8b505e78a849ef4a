import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { findCustomerIdByIdentifier } from "../customers/find-customer.ts";
import { findLiveCustomerId } from "../customers/find-live-customer-id.ts";
import { isDomainError } from "../errors/domain-error.ts";
import { createRequestRecord } from "./create-request-record.ts";
import type { RequestOrg } from "./get-request-org.ts";
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
  org: RequestOrg,
  input: TransactionRequestInput,
  options: { source: string | null; clientAutoApprove: boolean },
) {
  const info = input.customerIdentificationInfo;
  assertRequestSource(info.source);
  let customerId: number;
  try {
    customerId =
      info.identifierType === "id"
        ? await findCustomerIdByIdentifier(db, principal.orgId, info.identifierType, info.identifierValue)
        : await findLiveCustomerId(db, principal.orgId, info.identifierType, info.identifierValue);
  } catch (error) {
    if (isDomainError(error) && error.code === 8015) throw mergeCustomerNotFound();
    throw error;
  }
  const autoApproval = options.clientAutoApprove ? "client" : org.autoApproval ? "org" : null;
  return createRequestRecord(
    principal,
    {
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      source: options.source ?? info.source?.toUpperCase() ?? null,
      customerId,
      amount: input.transaction?.billAmount ?? null,
      payload: transactionPayload(input),
    },
    autoApproval,
  );
}
