import "server-only";
import type { Db, Tx } from "../db/client.ts";

// Shared by the merge preview (before approval) and the merge itself (at approval).

export interface MergeParties {
  orgId: number;
  victimId: number;
  survivorId: number;
}

/**
 * The organizations a merge applies in: the request's own, plus each child of a connected parent where
 * both customers are live. A child where either is absent (or already merged away) is left alone.
 */
export async function findMergeOrgIds(tx: Db | Tx, { orgId, victimId, survivorId }: MergeParties): Promise<number[]> {
  const org = await tx.organization.findUniqueOrThrow({
    where: { id: orgId },
    select: { kind: true, children: { select: { id: true } } },
  });
  if (org.kind !== "CONNECTED_PARENT") return [orgId];
  const childIds = org.children.map((c) => c.id);
  const registrations = await tx.customerRegistration.findMany({
    where: { orgId: { in: childIds }, customerId: { in: [victimId, survivorId] }, mergedIntoId: null },
    select: { orgId: true, customerId: true },
  });
  const has = (customerId: number, id: number) =>
    registrations.some((r) => r.orgId === id && r.customerId === customerId);
  return [orgId, ...childIds.filter((id) => has(victimId, id) && has(survivorId, id))];
}
