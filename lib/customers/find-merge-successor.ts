import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isRowId } from "../validation/id-param.ts";

export interface MergeSuccessor {
  id: number;
  name: string;
}

/**
 * Whom a merged-away customer of the caller's organization was merged into, or null when the customer is
 * not a merge tombstone there (tombstones are per organization registration). The one place that reads where a merge left its victim, so a change to how
 * tombstones are kept changes only this function.
 */
export async function findMergeSuccessor(principal: Principal, customerId: number): Promise<MergeSuccessor | null> {
  if (!isRowId(customerId)) return null;
  const tombstone = await db.customerRegistration.findUnique({
    where: { customerId_orgId: { customerId, orgId: principal.orgId } },
    select: { mergedIntoId: true },
  });
  if (tombstone?.mergedIntoId == null) return null;
  const survivor = await db.customer.findFirst({
    where: { id: tombstone.mergedIntoId, registrations: { some: { orgId: principal.orgId, mergedIntoId: null } } },
    select: { id: true, firstName: true, lastName: true },
  });
  if (!survivor) return null;
  return { id: survivor.id, name: `${survivor.firstName} ${survivor.lastName}`.trim() || `Customer ${survivor.id}` };
}
