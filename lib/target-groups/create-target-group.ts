import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import { targetGroupCreatedEvent } from "../events/payloads/catalogue.ts";
import { publishEvents } from "../events/store/outbox-store.ts";
import { groupColumns, writeGroupChildren } from "./build-group-rows.ts";
import { getTargetGroup } from "./get-target-group.ts";
import { loadTargetGroups, type TargetGroupRecord } from "./load-target-group.ts";
import type { CreateTargetGroupInput } from "./schemas.ts";
import { auditTargetGroupChange } from "./target-group-audit.ts";
import { targetGroupNameTaken } from "../errors/catalogue.ts";

/** Creates a group with its periods, targets (plus ReturnBill companions) and streaks in one transaction. */
export async function createTargetGroup(
  principal: Principal,
  input: CreateTargetGroupInput,
): Promise<TargetGroupRecord> {
  const columns = groupColumns(input);
  const taken = await db.targetGroup.findFirst({
    where: { orgId: principal.orgId, nameKey: columns.nameKey },
    select: { id: true },
  });
  if (taken) throw targetGroupNameTaken();
  let id: number;
  try {
    id = await db.$transaction(async (tx) => {
      const group = await tx.targetGroup.create({
        data: { ...columns, orgId: principal.orgId, createdById: principal.userId, lastUpdatedById: principal.userId },
        select: { id: true },
      });
      await writeGroupChildren(tx, group.id, input);
      await auditTargetGroupChange(tx, principal, "create", group.id, null);
      const [created] = await loadTargetGroups(tx, principal.orgId, [group.id]);
      await publishEvents(tx, principal.orgId, [targetGroupCreatedEvent(created)]);
      return group.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw targetGroupNameTaken();
    throw error;
  }
  return getTargetGroup(principal, id);
}
