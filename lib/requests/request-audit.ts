import { actorOf } from "../audit/audit-actor.ts";
import { pick } from "../audit/audit-changes.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";

const FIELDS = [
  "type", "baseType", "status", "source", "customerId", "survivorId", "oldValue", "newValue", "requestedPoints", "approvedValue",
  "assocId", "seriesId", "forceApproved", "comments", "reason",
] as const satisfies readonly (keyof RequestRow)[];

/** One entry per request state change: created, approved, rejected (with what the approval applied). */
export async function auditRequestChange(tx: Tx, principal: Principal, action: string, before: RequestRow | null, after: RequestRow) {
  await recordAudit(tx, actorOf(principal), { entity: "request", entityId: after.id, action, before: before && pick(before, FIELDS), after: pick(after, FIELDS) });
}
