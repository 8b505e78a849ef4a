import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { findCustomerIdByIdentifier } from "../customers/find-customer.ts";
import { isDomainError } from "../errors/domain-error.ts";
import { createRequestRecord } from "./create-request-record.ts";
import { invalidSourceForMerge, mergeCustomerNotFound } from "./errors.ts";
import { assertNotChildOrg, getRequestOrg } from "./get-request-org.ts";
import { REQUEST_SOURCES, type TransactionRequestInput } from "./schemas.ts";

/** Creates a TRANSACTION / REGULAR_TXN_ADD request for an identified customer of the organization. */
export async function createTransactionRequest(
  principal: Principal,
  input: TransactionRequestInput,
  options: { source: string | null; clientAutoApprove: boolean },
) {
  const org = await getRequestOrg(principal.orgId);
  assertNotChildOrg(org);
  const info = input.customerIdentificationInfo;
  if (info.source !== undefined && !(REQUEST_SOURCES as readonly string[]).includes(info.source.toUpperCase())) throw invalidSourceForMerge();
  let customerId: number;
  try {
    customerId = await findCustomerIdByIdentifier(db, principal.orgId, info.identifierType, info.identifierValue);
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
      payload: JSON.stringify({ customerIdentificationInfo: info, transaction: input.transaction ?? {} }),
    },
    autoApproval,
  );
}
