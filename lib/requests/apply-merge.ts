import type { Db, Tx } from "../db/client.ts";
import { userAlreadyMerged, victimOutsideSurvivorOrgs } from "./errors.ts";

export interface MergeTarget {
  orgId: number;
  victimId: number;
  survivorId: number;
  at: Date;
}

/**
 * Moves the victim's points lots, labels, coupons and transactions to the survivor in the request's
 * organization and, for a connected parent, in every child where both are registered (children where
 * one of them is absent are ignored). The victim becomes a tombstone whose identifiers are deleted, so
 * no lookup resolves to it any more.
 */
export async function applyMerge(tx: Tx, target: MergeTarget): Promise<{ mergedOrgIds: number[] }> {
  const { victimId, survivorId } = target;
  // Guard both customers in ascending id order: two merges sharing a customer lock the same rows in the
  // same order, so the second waits for the first and then sees the tombstone instead of deadlocking.
  for (const id of [victimId, survivorId].sort((a, b) => a - b)) {
    const data = id === victimId ? { mergedIntoId: survivorId, mergedAt: target.at } : { mergedIntoId: null };
    const { count } = await tx.customer.updateMany({ where: { id, mergedIntoId: null }, data });
    if (count !== 1) throw userAlreadyMerged();
  }

  const orgIds = await findMergeOrgIds(tx, target);
  const inOrgs = { customerId: victimId, orgId: { in: orgIds } };
  await tx.pointsLot.updateMany({ where: inOrgs, data: { customerId: survivorId } });
  await tx.coupon.updateMany({ where: inOrgs, data: { customerId: survivorId } });
  await tx.transaction.updateMany({ where: inOrgs, data: { customerId: survivorId } });
  await moveLabels(tx, victimId, survivorId, orgIds);
  await tx.customerIdentifier.deleteMany({ where: inOrgs });
  return { mergedOrgIds: orgIds };
}

/** The organizations a merge applies in; 9044 when the victim would be removed where the survivor is absent. */
export async function findMergeOrgIds(
  tx: Db | Tx,
  { orgId, victimId, survivorId }: Pick<MergeTarget, "orgId" | "victimId" | "survivorId">,
): Promise<number[]> {
  const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: { kind: true, children: { select: { id: true } } } });
  const groupOrgIds = [orgId, ...(org.kind === "CONNECTED_PARENT" ? org.children.map((c) => c.id) : [])];
  const registrations = await tx.customerRegistration.findMany({
    where: { orgId: { in: groupOrgIds }, customerId: { in: [victimId, survivorId] } },
    select: { orgId: true, customerId: true },
  });
  const has = (customerId: number, id: number) => registrations.some((r) => r.orgId === id && r.customerId === customerId);
  const stranded = groupOrgIds.find((id) => has(victimId, id) && !has(survivorId, id));
  if (stranded !== undefined) throw victimOutsideSurvivorOrgs(stranded);
  return groupOrgIds.filter((id) => has(victimId, id) && has(survivorId, id));
}

async function moveLabels(tx: Tx, victimId: number, survivorId: number, orgIds: number[]) {
  const victimLabels = await tx.customerLabel.findMany({ where: { customerId: victimId, label: { orgId: { in: orgIds } } } });
  if (victimLabels.length === 0) return;
  const labelIds = victimLabels.map((l) => l.labelId);
  const held = await tx.customerLabel.findMany({ where: { customerId: survivorId, labelId: { in: labelIds } }, select: { labelId: true } });
  const heldIds = new Set(held.map((l) => l.labelId));
  const toAdd = victimLabels.filter((l) => !heldIds.has(l.labelId));
  if (toAdd.length > 0) await tx.customerLabel.createMany({ data: toAdd.map((l) => ({ customerId: survivorId, labelId: l.labelId, addedAt: l.addedAt })) });
  await tx.customerLabel.deleteMany({ where: { customerId: victimId, labelId: { in: labelIds } } });
}
