import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import { groupColumns, withoutReturnBillCompanions, writeGroupChildren } from "./build-group-rows.ts";
import { getTargetGroup } from "./get-target-group.ts";
import type { TargetGroupRecord } from "./load-target-group.ts";
import type { UpdateTargetGroupInput } from "./schemas.ts";
import { isRowId } from "../validation/id-param.ts";
import { auditTargetGroupChange, targetGroupSnapshot } from "./target-group-audit.ts";
import { targetGroupNameTaken, targetGroupNotFound } from "../errors/catalogue.ts";

/**
 * Replaces a group's fields, periods, targets and streaks (children get new ids); the group id and its
 * creation attribution stay.
 */
export async function updateTargetGroup(
  principal: Principal,
  input: UpdateTargetGroupInput,
): Promise<TargetGroupRecord> {
  const { id, ...fields } = input;
  // An id past the column names no group (PostgreSQL would refuse to compare it).
  if (!isRowId(id)) throw targetGroupNotFound();
  const group = { ...fields, targets: withoutReturnBillCompanions(fields.targets) };
  const columns = groupColumns(group);
  const clash = await db.targetGroup.findFirst({
    where: { orgId: principal.orgId, nameKey: columns.nameKey, id: { not: id } },
    select: { id: true },
  });
  if (clash) throw targetGroupNameTaken();
  try {
    await db.$transaction(async (tx) => {
      const before = await targetGroupSnapshot(tx, principal.orgId, id);
      const { count } = await tx.targetGroup.updateMany({
        where: { id, orgId: principal.orgId },
        data: { ...columns, lastUpdatedById: principal.userId },
      });
      if (count === 0) throw targetGroupNotFound();
      await tx.targetPeriod.deleteMany({ where: { targetGroupId: id } });
      await tx.target.deleteMany({ where: { targetGroupId: id } });
      await tx.streak.deleteMany({ where: { targetGroupId: id } });
      await writeGroupChildren(tx, id, group);
      await auditTargetGroupChange(tx, principal, "update", id, before);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw targetGroupNameTaken();
    throw error;
  }
  return getTargetGroup(principal, id);
}
