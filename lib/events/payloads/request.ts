import type { Request as RequestRow } from "../../db/generated/sqlite/client.ts";
import { billOf } from "../../requests/bill-of.ts";
import { approvals, requestDetails } from "../../requests/render-request.ts";
import { formatLocalIso } from "../../time/server-time.ts";
import type { EventType, PublishedEvent } from "../event-types.ts";
import { asEventData } from "./event-data.ts";

/**
 * A request as GET /v2/requests/{id} shows it, from the row the change wrote (its hot paths read nothing
 * more): the customer and the actors by id, without the names and the history a detail reads beside it.
 */
export function requestData(request: RequestRow) {
  const payload = JSON.parse(request.payload) as Record<string, unknown>;
  const bill = billOf(request.type, payload);
  return asEventData({
    id: request.id,
    type: request.type,
    baseType: request.baseType,
    status: request.status,
    userId: request.customerId,
    ...(request.survivorId !== null ? { survivorId: request.survivorId } : {}),
    ...(request.requestedPoints !== null ? { requestedPoints: request.requestedPoints.toString() } : {}),
    ...(bill.billNumber !== null ? { billNumber: bill.billNumber } : {}),
    ...(bill.billAmount !== null ? { billAmount: bill.billAmount } : {}),
    source: request.source,
    addedOn: formatLocalIso(request.createdAt),
    lastUpdatedOn: formatLocalIso(request.updatedAt),
    requestedBy: { id: request.createdById },
    lastUpdatedBy: request.updatedById === null ? null : { id: request.updatedById },
    forceApproved: request.forceApproved,
    ...approvals(request),
    comments: request.comments,
    reason: request.reason,
    ...requestDetails(request, payload),
  });
}

export const requestEvent = (
  type: Extract<EventType, "request.created" | "request.approved" | "request.rejected">,
  request: RequestRow,
): PublishedEvent => ({ type, data: requestData(request) });
