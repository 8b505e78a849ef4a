import type { Request as RequestRow } from "../../db/generated/sqlite/client.ts";
import { billOf } from "../../requests/bill-of.ts";
import { approvals, requestDetails, requestFacts } from "../../requests/render-request.ts";
import type { EventType, PublishedEvent } from "../event-types.ts";
import { asEventData } from "./event-data.ts";

/**
 * A request as GET /v2/requests/{id} shows it, from the row the change wrote (its hot paths read nothing
 * more): the customer and the actors by id, without the names and the history a detail reads beside it.
 */
export function requestData(request: RequestRow) {
  const payload = JSON.parse(request.payload) as Record<string, unknown>;
  return asEventData({
    id: request.id,
    type: request.type,
    baseType: request.baseType,
    status: request.status,
    userId: request.customerId,
    ...requestFacts({ ...request, ...billOf(request.type, payload) }),
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
