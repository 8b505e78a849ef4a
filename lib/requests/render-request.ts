import { formatLocalIso } from "../time/server-time.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import type { RequestDetail } from "./get-request.ts";
import type { Actor } from "./store/load-actors.ts";
import type { QueueRow } from "./store/load-queue-rows.ts";
import { billOf } from "./bill-of.ts";

type IdentifierSnapshot = { type: string; value: string }[];

const fullName = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();
const till = (actor: Actor | null) =>
  actor ? { id: actor.id, code: actor.username, name: actor.displayName, type: "TILL" } : null;

/** A list item of GET /v2/requests: who asked and when, for the reviewer queue. */
export function renderRequestSummary(request: QueueRow) {
  return {
    id: request.id,
    type: request.type,
    baseType: request.baseType,
    status: request.status,
    userId: request.customerId,
    customerName: fullName(request.customer),
    ...requestFacts(request),
    requestedBy: till(request.createdBy),
    lastUpdatedBy: till(request.updatedBy),
    forceApproved: request.forceApproved,
    ...approvals(request),
  };
}

type FactSource = Pick<
  QueueRow,
  "survivorId" | "requestedPoints" | "billNumber" | "billAmount" | "source" | "createdAt" | "updatedAt"
>;

/** What every view of a request shows after its customer: the figures it has (only those), its source and times. */
export function requestFacts(request: FactSource) {
  return {
    ...(request.survivorId !== null ? { survivorId: request.survivorId } : {}),
    ...(request.requestedPoints !== null ? { requestedPoints: request.requestedPoints.toString() } : {}),
    ...(request.billNumber !== null ? { billNumber: request.billNumber } : {}),
    ...(request.billAmount !== null ? { billAmount: request.billAmount } : {}),
    source: request.source,
    addedOn: formatLocalIso(request.createdAt),
    lastUpdatedOn: formatLocalIso(request.updatedAt),
  };
}

/**
 * The approval policy's trace: how many approvals the request needs and has, and whether the policy
 * approved it at creation. While one of two approvals is given, lastUpdatedBy is the checker who gave it.
 */
export function approvals(
  request: Pick<QueueRow, "status" | "approvalsNeeded" | "firstApproverId" | "approvedByPolicy">,
) {
  const given =
    request.status === "APPROVED" && !request.approvedByPolicy
      ? request.approvalsNeeded
      : request.firstApproverId !== null
        ? 1
        : 0;
  return {
    approvalsNeeded: request.approvalsNeeded,
    approvalsGiven: given,
    approvedByPolicy: request.approvedByPolicy,
  };
}

/** GET /v2/requests/{id}: the request, its attribution, type-specific details and full history. */
export function renderRequestDetail(request: RequestDetail) {
  const payload = JSON.parse(request.payload) as Record<string, unknown>;
  return {
    ...renderRequestSummary({ ...request, ...billOf(request.type, payload) }),
    comments: request.comments,
    reason: request.reason,
    attribution: {
      createDate: formatLocalIso(request.createdAt),
      createdBy: till(request.createdBy),
      modifiedBy: till(request.updatedBy),
      modifiedDate: formatLocalIso(request.updatedAt),
    },
    ...requestDetails(request, payload),
    history: request.events.map((event) => ({
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      comment: event.comment,
      ...(event.detail ? { detail: event.detail } : {}),
      changedOn: formatLocalIso(event.createdAt),
      changedBy: till(event.actor),
    })),
    warnings: [],
  };
}

type Party = { id: number; firstName: string; lastName: string; mergedIntoId: number | null };

/** What the type-specific details read: the row, and the merge's parties when they were read along. */
type DetailSource = Pick<
  RequestRow,
  | "type"
  | "baseType"
  | "customerId"
  | "survivorId"
  | "requestedPoints"
  | "seriesId"
  | "approvedValue"
  | "assocId"
  | "oldValue"
  | "newValue"
> & { customer?: Party; survivor?: Party | null };

const party = (id: number, read: Party | undefined) =>
  read ? { id: read.id, name: fullName(read), merged: read.mergedIntoId !== null } : { id };

/** The type-specific details of a request; without its parties read, a merge names them by id only. */
export function requestDetails(request: DetailSource, payload: Record<string, unknown>) {
  if (request.type === "TRANSACTION")
    return {
      customerIdentificationInfo: payload.customerIdentificationInfo ?? null,
      transaction: payload.transaction ?? {},
    };
  if (request.type === "GOODWILL") {
    return {
      goodwillRequest: {
        points: request.requestedPoints?.toString() ?? null,
        seriesId: request.seriesId,
        approvedValue: request.approvedValue,
        assocId: request.assocId,
      },
    };
  }
  if (request.type === "TRANSACTION_UPDATE") return { transactionUpdateRequest: { transactionId: request.assocId } };
  if (request.baseType === "MERGE") {
    return {
      changeIdentifierRequest: {
        victim: party(request.customerId, request.customer),
        survivor:
          request.survivor !== undefined
            ? request.survivor && party(request.survivor.id, request.survivor)
            : request.survivorId === null
              ? null
              : party(request.survivorId, undefined),
        changeIdentifiers: {
          add: snapshot(payload.survivorIdentifiers, payload.survivorCustomer),
          remove: snapshot(payload.victimIdentifiers, payload.victimCustomer),
        },
      },
    };
  }
  const type = String(payload.identifierType ?? request.baseType);
  return {
    changeIdentifierRequest: {
      oldValue: request.oldValue,
      newValue: request.newValue,
      changeIdentifiers: {
        add: [{ type, value: request.newValue ?? "" }],
        remove: request.oldValue ? [{ type, value: request.oldValue }] : [],
      },
    },
  };
}

/** The identifiers captured at creation; requests stored without them fall back to the reference as sent. */
function snapshot(captured: unknown, ref: unknown): IdentifierSnapshot {
  if (Array.isArray(captured)) return captured as IdentifierSnapshot;
  if (typeof ref !== "object" || ref === null) return [];
  return Object.entries(ref as Record<string, unknown>).map(([type, value]) => ({ type, value: String(value) }));
}
