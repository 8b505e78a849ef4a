import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { createRequestRecord } from "./create-request-record.ts";
import type { RequestOrg } from "./store/request-store.ts";
import { assertMergeable } from "./assert-mergeable.ts";
import { resolveNamedCustomer } from "./resolve-customer-ref.ts";
import type { CustomerRef } from "./schemas.ts";
import { sameMergeCustomer } from "../errors/catalogue.ts";

export interface MergeRequestOptions {
  source: string;
  clientAutoApprove: boolean;
  comment?: string;
}

/**
 * Creates a CHANGE_IDENTIFIER / MERGE request: PENDING, or processed at once with client_auto_approve
 * (or the org's auto-approval). Refused, creating nothing: unknown customers (9042), then one customer
 * named twice (9029, however it is named), then a victim or survivor merged away already (9027, 9023) or
 * in a pending merge (9018, 9026), checked in the creating transaction. The caller read the organization
 * and checked that it may add requests.
 */
export async function createMergeRequest(
  principal: Principal,
  org: RequestOrg,
  customers: { victimCustomer: CustomerRef; survivorCustomer: CustomerRef },
  options: MergeRequestOptions,
) {
  const { id: victimId } = await resolveNamedCustomer(principal.orgId, customers.victimCustomer);
  const { id: survivorId } = await resolveNamedCustomer(principal.orgId, customers.survivorCustomer);
  if (victimId === survivorId) throw sameMergeCustomer();

  const identifiers = await db.customerIdentifier.findMany({
    where: { orgId: principal.orgId, customerId: { in: [victimId, survivorId] } },
    orderBy: { id: "asc" },
    select: { customerId: true, type: true, value: true },
  });
  const of = (customerId: number) =>
    identifiers.filter((i) => i.customerId === customerId).map(({ type, value }) => ({ type, value }));
  const payload = { ...customers, victimIdentifiers: of(victimId), survivorIdentifiers: of(survivorId) };
  const autoApproval = options.clientAutoApprove ? "client" : org.autoApproval ? "org" : null;
  return createRequestRecord(
    principal,
    {
      type: "CHANGE_IDENTIFIER",
      baseType: "MERGE",
      source: options.source,
      customerId: victimId,
      survivorId,
      oldValue: String(victimId),
      newValue: String(survivorId),
      payload: JSON.stringify(payload),
    },
    autoApproval,
    options.comment,
    (tx) => assertMergeable(tx, principal.orgId, victimId, survivorId),
  );
}
