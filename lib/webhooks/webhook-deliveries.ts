import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { webhookDisabled } from "../errors/catalogue.ts";
import { signalPublished } from "../events/published-signal.ts";
import { decodeDeliveryCursor, encodeDeliveryCursor } from "./delivery-cursor.ts";
import { renderAttempt, renderDelivery } from "./render-delivery.ts";
import {
  attemptRows,
  eventRefs,
  findDeliveryRow,
  listDeliveryRows,
  requeueDelivery,
} from "./store/delivery-history-store.ts";
import { findWebhookRow } from "./store/subscription-store.ts";
import type { DeliveryDetailView, DeliveryStatus, DeliveryView } from "./webhook-view.ts";

// A subscription's deliveries as its admins see them, and the replay of one. Scoped like manage-webhooks.ts:
// another organization's subscription is not found, and a delivery of another subscription neither.

/** The subscription's deliveries, newest first; `next` is the cursor of the following page, null at the end. */
export async function listDeliveries(
  principal: Principal,
  id: number,
  query: { status?: DeliveryStatus; cursor?: string; limit: number },
): Promise<{ data: DeliveryView[]; next: string | null }> {
  const beforeId = query.cursor ? decodeDeliveryCursor(query.cursor) : undefined;
  await findWebhookRow(db, principal.orgId, id);
  const rows = await listDeliveryRows(db, principal.orgId, id, {
    status: query.status,
    beforeId,
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const events = await eventRefs(
    db,
    principal.orgId,
    page.map((row) => row.eventId),
  );
  return {
    data: page.map((row) => renderDelivery(row, events.get(row.eventId))),
    next: rows.length > query.limit ? encodeDeliveryCursor(page[page.length - 1].id) : null,
  };
}

/** One delivery with every attempt, oldest first: what was sent and what was answered. */
export async function getDelivery(principal: Principal, id: number, deliveryId: number): Promise<DeliveryDetailView> {
  await findWebhookRow(db, principal.orgId, id);
  const row = await findDeliveryRow(db, principal.orgId, id, deliveryId);
  const [events, attempts] = await Promise.all([
    eventRefs(db, principal.orgId, [row.eventId]),
    attemptRows(db, principal.orgId, deliveryId),
  ]);
  return { ...renderDelivery(row, events.get(row.eventId)), attempts: attempts.map(renderAttempt) };
}

/**
 * Sends a delivery again: the same delivery of the same event (so the same webhook-id, which lets a receiver
 * drop a duplicate), due now with its retry schedule started again. A disabled subscription is refused, and so is a
 * delivery whose attempt is in flight (409).
 */
export async function replayDelivery(principal: Principal, id: number, deliveryId: number): Promise<DeliveryView> {
  const orgId = principal.orgId;
  const view = await db.$transaction(async (tx) => {
    const subscription = await findWebhookRow(tx, orgId, id);
    const found = await findDeliveryRow(tx, orgId, id, deliveryId);
    if (subscription.status !== "ENABLED") throw webhookDisabled("replay a delivery");
    const row = await requeueDelivery(tx, orgId, found, new Date());
    const events = await eventRefs(tx, orgId, [row.eventId]);
    return renderDelivery(row, events.get(row.eventId));
  });
  signalPublished();
  return view;
}
