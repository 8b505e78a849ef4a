import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { createRequestRecord } from "./create-request-record.ts";
import type { RequestOrg } from "./get-request-org.ts";
import { resolveCustomerRef } from "./resolve-customer-ref.ts";
import type { CustomerRef } from "./schemas.ts";
import { sameVictimAndSurvivor } from "../errors/catalogue.ts";

export interface MergeRequestOptions {
  source: string;
  clientAutoApprove: boolean;
  comment?: string;
}

/**
 * Creates a CHANGE_IDENTIFIER / MERGE request: PENDING, or processed at once with client_auto_approve
 * (or the org's auto-approval). Unknown customers (9042), an already merged victim (8012) and a
 * victim equal to the survivor (9043) create nothing. The caller read the organization and checked that
 * it may add requests.
 */
export async function createMergeRequest(
  principal: Principal,
  org: RequestOrg,
  customers: { victimCustomer: CustomerRef; survivorCustomer: CustomerRef },
  options: MergeRequestOptions,
) {
  const victimId = await resolveCustomerRef(principal.orgId, customers.victimCustomer);
  const survivorId = await resolveCustomerRef(principal.orgId, customers.survivorCustomer);
  if (victimId === survivorId) throw sameVictimAndSurvivor();

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
  );
}
