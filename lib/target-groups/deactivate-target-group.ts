import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { auditTargetGroupChange, targetGroupSnapshot } from "./target-group-audit.ts";
import { getTargetGroup } from "./get-target-group.ts";
import type { TargetGroupRecord } from "./load-target-group.ts";
import { targetGroupNotFound } from "../errors/catalogue.ts";
import { isRowId } from "../validation/id-param.ts";

/** Deactivates a group (active=false); its periods and targets stay for history. Repeating it is harmless. */
export async function deactivateTargetGroup(principal: Principal, id: number): Promise<TargetGroupRecord> {
  if (!isRowId(id)) throw targetGroupNotFound();
  await db.$transaction(async (tx) => {
    const before = await targetGroupSnapshot(tx, principal.orgId, id);
    if (!before) throw targetGroupNotFound();
    await tx.targetGroup.updateMany({
      where: { id, orgId: principal.orgId },
      data: { active: false, lastUpdatedById: principal.userId },
    });
    // Repeating it is harmless and leaves no entry.
    if (before.active) await auditTargetGroupChange(tx, principal, "deactivate", id, before);
  });
  return getTargetGroup(principal, id);
}
