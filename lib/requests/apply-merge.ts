import "server-only";
import type { Tx } from "../db/client.ts";
import { findMergeOrgIds, type MergeParties } from "./merge-org-ids.ts";
import { userAlreadyMerged } from "../errors/catalogue.ts";

export interface MergeTarget extends MergeParties {
  at: Date;
}

/**
 * Merges the victim into the survivor in the request's organization and, for a connected parent, in every
 * child where both are live (spec rules 3 and 4, read per organization). There the victim's points lots,
 * labels, coupons and transactions move to the survivor, its identifiers are retired (kept only to answer
 * 8012) and its registration becomes a tombstone. Where the merge does not apply the victim is untouched.
 */
export async function applyMerge(tx: Tx, target: MergeTarget): Promise<{ mergedOrgIds: number[] }> {
  // The request organization's rows first: every merge of a group starts in its parent, so two merges
  // sharing a customer queue on the same rows, in customer id order, and the second sees the tombstone.
  await lockRegistrations(tx, target, [target.orgId]);
  const orgIds = await findMergeOrgIds(tx, target);
  await lockRegistrations(
    tx,
    target,
    orgIds.filter((id) => id !== target.orgId),
  );

  const { victimId, survivorId, at } = target;
  const inOrgs = { customerId: victimId, orgId: { in: orgIds } };
  await tx.pointsLot.updateMany({ where: inOrgs, data: { customerId: survivorId } });
  await tx.coupon.updateMany({ where: inOrgs, data: { customerId: survivorId } });
  await tx.transaction.updateMany({ where: inOrgs, data: { customerId: survivorId } });
  await moveLabels(tx, victimId, survivorId, orgIds);
  const identifiers = await tx.customerIdentifier.findMany({
    where: inOrgs,
    select: { orgId: true, type: true, value: true },
  });
  if (identifiers.length > 0)
    await tx.mergedIdentifier.createMany({
      data: identifiers.map((i) => ({ ...i, customerId: victimId, mergedIntoId: survivorId, mergedAt: at })),
    });
  await tx.customerIdentifier.deleteMany({ where: inOrgs });
  return { mergedOrgIds: orgIds };
}

/** Marks the victim's registrations merged and holds the survivor's (a no-op write) until the transaction ends. */
async function lockRegistrations(tx: Tx, { victimId, survivorId, at }: MergeTarget, orgIds: number[]) {
  for (const orgId of orgIds) {
    for (const customerId of [victimId, survivorId].sort((a, b) => a - b)) {
      const data = customerId === victimId ? { mergedIntoId: survivorId, mergedAt: at } : { mergedIntoId: null };
      const { count } = await tx.customerRegistration.updateMany({
        where: { customerId, orgId, mergedIntoId: null },
        data,
      });
      if (count !== 1) throw userAlreadyMerged();
    }
  }
}

async function moveLabels(tx: Tx, victimId: number, survivorId: number, orgIds: number[]) {
  const victimLabels = await tx.customerLabel.findMany({
    where: { customerId: victimId, label: { orgId: { in: orgIds } } },
  });
  if (victimLabels.length === 0) return;
  const labelIds = victimLabels.map((l) => l.labelId);
  const held = await tx.customerLabel.findMany({
    where: { customerId: survivorId, labelId: { in: labelIds } },
    select: { labelId: true },
  });
  const heldIds = new Set(held.map((l) => l.labelId));
  const toAdd = victimLabels.filter((l) => !heldIds.has(l.labelId));
  if (toAdd.length > 0)
    await tx.customerLabel.createMany({
      data: toAdd.map((l) => ({ customerId: survivorId, labelId: l.labelId, addedAt: l.addedAt })),
    });
  await tx.customerLabel.deleteMany({ where: { customerId: victimId, labelId: { in: labelIds } } });
}
