import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { loadTargetGroups, type TargetGroupRecord } from "./load-target-group.ts";
import { targetGroupNotFound } from "../errors/catalogue.ts";
import { isRowId } from "../validation/id-param.ts";

/** One group of the caller's organization; anything else is 310004 (not found). */
export async function getTargetGroup(principal: Principal, id: number): Promise<TargetGroupRecord> {
  if (!isRowId(id)) throw targetGroupNotFound();
  const [group] = await loadTargetGroups(db, principal.orgId, [id]);
  if (!group) throw targetGroupNotFound();
  return group;
}
