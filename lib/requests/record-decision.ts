import "server-only";
import type { AnyTx } from "../db/transaction-types.ts";
import type { Principal } from "../auth/principal.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { updateRequestRowIf } from "./store/request-store.ts";
import { inOneFlight } from "../db/in-one-flight.ts";
import { actorOf } from "../audit/audit-actor.ts";
import { pick } from "../audit/audit-changes.ts";
import { recordAudit, type AuditEvent } from "../audit/store/audit-chain.ts";
import { IDENTIFIER_BY_BASE_TYPE } from "./request-kinds.ts";
import type { PublishedEvent } from "../events/event-types.ts";
import { requestEvent } from "../events/payloads/request.ts";
import { publishEvents } from "../events/store/outbox-store.ts";

export type Decision = "APPROVED" | "REJECTED";

/** The conditional write found the request no longer PENDING: a concurrent decision came first. */
export class RequestNoLongerPending extends Error {
  override name = "RequestNoLongerPending";
  constructor(id: number) {
    super(`request ${id} is no longer PENDING`);
  }
}

/** What an approval changed beside the status, stored on the request row. */
export interface ApprovalEffects {
  approvedValue?: string;
  assocId?: string;
  oldValue?: string;
}

export interface DecisionRecord {
  status: Decision;
  at: Date;
  /** The history event's comment. */
  comment: string;
  /** The request's own comment after the decision; left as it is when absent (an approval at creation). */
  requestComment?: string;
  action: "approve" | "reject" | "self-approve" | "auto-approve";
  forceApproved?: boolean;
  /** Approved at creation because the amount was at or below the policy's autoApproveUpTo. */
  approvedByPolicy?: boolean;
  effects?: ApprovalEffects;
  /** Extra history detail (goodwill granted other than asked). */
  detail?: string | null;
  /** Events published before the decision's own, in the same statement (request.created at creation). */
  precedingEvents?: readonly PublishedEvent[];
  /** Events of what the approval applied (points credited, customers merged), published after the decision's. */
  effectEvents?: readonly PublishedEvent[];
}

/**
 * Writes a decision on a pending request: the request row once, on condition that it is still PENDING, with
 * its history event, its audit entry and its outbox events (request.approved or request.rejected), all in the
 * caller's transaction and sent together. The condition is what makes concurrent
 * decisions on one request change it once: the loser's update finds no PENDING row (RequestNoLongerPending)
 * and its transaction rolls back with everything it applied.
 */
export async function recordDecision(
  tx: AnyTx,
  principal: Principal,
  request: RequestRow,
  record: DecisionRecord,
): Promise<RequestRow> {
  const effects = record.effects ?? {};
  const set = {
    status: record.status,
    comments: record.requestComment,
    forceApproved: record.forceApproved ? true : undefined,
    approvedByPolicy: record.approvedByPolicy ? true : undefined,
    ...(record.status === "APPROVED"
      ? {
          approvedValue: effects.approvedValue ?? null,
          assocId: effects.assocId ?? request.assocId,
          oldValue: effects.oldValue ?? request.oldValue,
        }
      : {}),
  };
  // The row as the conditional write leaves it, for the audit entry, which is sent with the write instead of
  // after its answer: the organization's other writers wait on the locks they take for one round trip less.
  // Should the write find the request decided meanwhile, the transaction rolls the entry back.
  const after: RequestRow = { ...request, updatedById: principal.userId, updatedAt: record.at };
  for (const [column, value] of Object.entries(set)) if (value !== undefined) Object.assign(after, { [column]: value });
  const events = [
    ...(record.precedingEvents ?? []),
    requestEvent(record.status === "APPROVED" ? "request.approved" : "request.rejected", after),
    ...(record.effectEvents ?? []),
  ];
  const [decided] = await inOneFlight(
    updateRequestRowIf(
      tx,
      { id: request.id, orgId: request.orgId, status: "PENDING" },
      { ...set, updatedById: principal.userId, updatedAt: record.at },
      {
        fromStatus: "PENDING",
        toStatus: record.status,
        actorId: principal.userId,
        comment: record.comment,
        createdAt: record.at,
        detail: record.detail ?? null,
      },
    ),
    auditRequestChange(tx, principal, record.action, request, after),
    publishEvents(tx, request.orgId, events),
  );
  if (!decided) throw new RequestNoLongerPending(request.id);
  return decided;
}

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
