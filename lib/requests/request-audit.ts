import "server-only";
import type { AnyTx } from "../db/transaction-types.ts";
import { actorOf } from "../audit/audit-actor.ts";
import { pick } from "../audit/audit-changes.ts";
import { recordAudit, type AuditEvent } from "../audit/record-audit.ts";
import type { Principal } from "../auth/principal.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { IDENTIFIER_BY_BASE_TYPE } from "./request-kinds.ts";

/** The request fields an entry records. */
export const AUDITED_REQUEST_FIELDS = [
  "type",
  "baseType",
  "status",
  "source",
  "customerId",
  "survivorId",
  "oldValue",
  "newValue",
  "requestedPoints",
  "approvedValue",
  "assocId",
  "seriesId",
  "forceApproved",
  "approvalsNeeded",
  "firstApproverId",
  "approvedByPolicy",
  "comments",
  "reason",
] as const satisfies readonly (keyof RequestRow)[];

/**
 * One entry per request state change: created, approved, rejected (with what the approval applied). An
 * approved identifier change or merge also changed customers, so their own histories get entries too.
 */
export async function auditRequestChange(
  tx: AnyTx,
  principal: Principal,
  action: string,
  before: RequestRow | null,
  after: RequestRow,
) {
  const events: AuditEvent[] = [
    {
      entity: "request",
      entityId: after.id,
      action,
      before: before && pick(before, AUDITED_REQUEST_FIELDS),
      after: pick(after, AUDITED_REQUEST_FIELDS),
    },
  ];
  if (after.status === "APPROVED" && before?.status !== "APPROVED") events.push(...customerEffects(after));
  await recordAudit(tx, actorOf(principal), ...events);
}

function customerEffects(request: RequestRow): AuditEvent[] {
  if (request.baseType === "MERGE" && request.survivorId !== null)
    return [
      {
        entity: "customer",
        entityId: request.customerId,
        action: "merged-into",
        before: { mergedIntoId: null },
        after: { mergedIntoId: request.survivorId },
      },
      {
        entity: "customer",
        entityId: request.survivorId,
        action: "merge-survivor",
        before: { absorbedCustomerId: null },
        after: { absorbedCustomerId: request.customerId },
      },
    ];
  const identifierTypes: Record<string, string> = IDENTIFIER_BY_BASE_TYPE;
  const type = request.type === "CHANGE_IDENTIFIER" ? identifierTypes[request.baseType] : undefined;
  if (type)
    return [
      {
        entity: "customer",
        entityId: request.customerId,
        action: "change-identifier",
        before: { [type]: request.oldValue || null },
        after: { [type]: request.newValue },
      },
    ];
  return [];
}
