import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import type { FieldValues } from "../audit/audit-changes.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";

// Children are replaced on every update and get new ids, so they are compared by content, not id.
const VOLATILE = new Set([
  "id",
  "orgId",
  "targetGroupId",
  "nameKey",
  "createdAt",
  "updatedAt",
  "createdById",
  "lastUpdatedById",
  "emfRuleSetId",
]);
// BigInt columns (the till id) are logged as the numbers the API answers with.
const content = (row: object) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !VOLATILE.has(key))
      .map(([key, value]) => [key, typeof value === "bigint" ? Number(value) : value]),
  );

/** The group's fields and its periods, targets and streaks as the audit log compares them. */
export async function targetGroupSnapshot(tx: Tx, orgId: number, id: number): Promise<FieldValues | null> {
  const group = await tx.targetGroup.findFirst({
    where: { id, orgId },
    include: {
      periods: { orderBy: { id: "asc" } },
      targets: { orderBy: { id: "asc" } },
      streaks: { orderBy: { id: "asc" } },
    },
  });
  if (!group) return null;
  const { periods, targets, streaks, ...fields } = group;
  return {
    ...content(fields),
    periods: periods.map(content),
    targets: targets.map(content),
    streaks: streaks.map(content),
  };
}

export async function auditTargetGroupChange(
  tx: Tx,
  principal: Principal,
  action: string,
  id: number,
  before: FieldValues | null,
) {
  const after = await targetGroupSnapshot(tx, principal.orgId, id);
  await recordAudit(tx, actorOf(principal), { entity: "targetGroup", entityId: id, action, before, after });
}
