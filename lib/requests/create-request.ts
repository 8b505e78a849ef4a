import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { assertClientAutoApproveAllowed } from "./client-auto-approve.ts";
import { createMergeRequest } from "./create-merge-request.ts";
import { createTransactionRequest, transactionCustomerLookup } from "./create-transaction-request.ts";
import { assertNotChildOrg } from "./creation-approval.ts";
import { getRequestOrgWith } from "./store/request-store.ts";
import type { CreateRequestInput } from "./schemas.ts";
import { assertRequestSource } from "../validation/source.ts";
import { invalidInput } from "../errors/catalogue.ts";

/** POST /v2/requests: a transaction or a merge request, per the body's type; INSTORE_V2 counts as INSTORE. */
export async function createRequest(
  principal: Principal,
  input: CreateRequestInput,
  query: { source?: string; clientAutoApprove: boolean },
) {
  // The organization's settings and, for a transaction, its customer, in one round trip.
  const lookup = input.type === "TRANSACTION" ? transactionCustomerLookup(input) : null;
  const { org, customerId: found } = await getRequestOrgWith(db, principal.orgId, lookup);
  if (query.clientAutoApprove) assertClientAutoApproveAllowed(principal, org.clientAutoApprove);
  assertNotChildOrg(org);
  assertRequestSource(query.source);
  const source = query.source === undefined ? null : query.source.toUpperCase();
  const normalized = source === "INSTORE_V2" ? "INSTORE" : source;
  if (input.type === "TRANSACTION")
    return createTransactionRequest(principal, org, input, {
      source: normalized,
      clientAutoApprove: query.clientAutoApprove,
      ...(lookup ? { found } : {}),
    });
  if (normalized === null) throw invalidInput("source is required for a merge request", "source");
  return createMergeRequest(principal, org, input, { source: normalized, clientAutoApprove: query.clientAutoApprove });
}
