import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { targetGroupNotFound } from "./errors.ts";
import { getTargetGroup } from "./get-target-group.ts";
import type { TargetGroupRecord } from "./load-target-group.ts";

/** Deactivates a group (active=false); its periods and targets stay for history. Repeating it is harmless. */
export async function deactivateTargetGroup(principal: Principal, id: number): Promise<TargetGroupRecord> {
  if (!Number.isSafeInteger(id) || id <= 0) throw targetGroupNotFound();
  const { count } = await db.targetGroup.updateMany({ where: { id, orgId: principal.orgId }, data: { active: false, lastUpdatedById: principal.userId } });
  if (count === 0) throw targetGroupNotFound();
  return getTargetGroup(principal, id);
}
