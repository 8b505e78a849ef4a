import "server-only";
import { type RawValue, int } from "../../db/codecs.ts";
import type { Db, Tx } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlRows } from "../../db/sql.ts";
import type { EventPayload } from "../../events/event-types.ts";
import { newEventId } from "../../events/store/outbox-store.ts";
import { claimEventNumbers } from "../../db/event-numbers.ts";
import { webhookNotFound } from "../../errors/catalogue.ts";
import { isRowId } from "../../validation/id-param.ts";
import type { WebhookRow } from "../webhook-view.ts";

// The subscriptions of an organization: every read is scoped to it, so another organization's id is not found.

export const WEBHOOK_SELECT = {
  id: true,
  url: true,
  description: true,
  status: true,
  disabledReason: true,
  disabledAt: true,
  previousUntil: true,
  createdAt: true,
  updatedAt: true,
  eventTypes: { select: { eventType: true }, orderBy: { eventType: "asc" } },
} as const;

export type StoredWebhook = WebhookRow & { orgId: number };

/** A subscription of the organization, or 9801. */
export async function findWebhookRow(client: Db | Tx, orgId: number, id: number): Promise<WebhookRow> {
  if (!isRowId(id)) throw webhookNotFound();
  const row = await client.webhookSubscription.findFirst({ where: { id, orgId }, select: WEBHOOK_SELECT });
  if (!row) throw webhookNotFound();
  return row;
}

/**
 * Claims a subscription for a change in this transaction (its updatedAt is the claim's write): on PostgreSQL
 * a concurrent change of the same subscription waits here, so it reads what this one wrote. 9801 when the
 * organization has no such subscription, or it was deleted meanwhile.
 */
export async function claimWebhookRow(tx: Tx, orgId: number, id: number, at: Date): Promise<WebhookRow> {
  if (!isRowId(id)) throw webhookNotFound();
  const { count } = await tx.webhookSubscription.updateMany({ where: { id, orgId }, data: { updatedAt: at } });
  if (count === 0) throw webhookNotFound();
  return findWebhookRow(tx, orgId, id);
}

/** The sealed secret of a subscription the caller already found in the organization. */
export async function findSealedSecret(tx: Tx, orgId: number, id: number): Promise<string> {
  const row = await tx.webhookSubscription.findFirst({ where: { id, orgId }, select: { secret: true } });
  if (!row) throw webhookNotFound();
  return row.secret;
}

export function listWebhookRows(client: Db | Tx, orgId: number): Promise<WebhookRow[]> {
  return client.webhookSubscription.findMany({ where: { orgId }, select: WEBHOOK_SELECT, orderBy: { id: "asc" } });
}

export const countWebhooks = (tx: Tx, orgId: number): Promise<number> =>
  tx.webhookSubscription.count({ where: { orgId } });

/** Replaces the event types a subscription receives. */
export async function replaceEventTypes(tx: Tx, orgId: number, id: number, eventTypes: readonly string[]) {
  await tx.webhookSubscriptionEventType.deleteMany({ where: { subscriptionId: id } });
  await tx.webhookSubscriptionEventType.createMany({
    data: eventTypes.map((eventType) => ({ subscriptionId: id, orgId, eventType })),
  });
}

/** Removes a subscription with its deliveries and their attempts (its event types cascade). */
/** Deletes a subscription's deliveries with their attempts (none outside the organization). */
export async function deleteDeliveryRows(tx: Tx, orgId: number, id: number): Promise<void> {
  // Deletes run before the subscription's claim: an id no column holds is refused here, not by the driver.
  if (!isRowId(id)) throw webhookNotFound();
  const deliveries = await tx.webhookDelivery.findMany({ where: { orgId, subscriptionId: id }, select: { id: true } });
  const ids = deliveries.map((delivery) => delivery.id);
  if (ids.length > 0) {
    await tx.webhookAttempt.deleteMany({ where: { orgId, deliveryId: { in: ids } } });
    await tx.webhookDelivery.deleteMany({ where: { orgId, id: { in: ids } } });
  }
}

/** Deletes a subscription, with any delivery made since its deliveries were deleted. */
export async function deleteWebhookRows(tx: Tx, orgId: number, id: number): Promise<void> {
  await deleteDeliveryRows(tx, orgId, id);
  await tx.webhookSubscription.deleteMany({ where: { id, orgId } });
}

/**
 * Writes one event and one due delivery of it to this subscription only, unlike publishEvents, which fans an
 * event out to every subscription of its type. It takes the organization's next event number, as every
 * event does, so numbers stay in commit order.
 */
export async function insertSingleDelivery(
  tx: Tx,
  orgId: number,
  subscriptionId: number,
  payload: EventPayload,
  at: Date,
): Promise<{ eventId: number; publicId: string; deliveryId: number }> {
  const publicId = newEventId();
  const seq = await claimEventNumbers(tx, orgId, 1);
  const [event] = await sqlRows<{ id: RawValue }>(
    tx,
    Prisma.sql`INSERT INTO "Event" ("publicId", "orgId", "seq", "type", "payload", "createdAt")
      VALUES (${publicId}, ${orgId}, ${seq}, ${payload.type}, ${JSON.stringify(payload)}, ${at}) RETURNING "id"`,
  );
  const eventId = int(event.id);
  const delivery = await tx.webhookDelivery.create({
    data: { orgId, subscriptionId, eventId, status: "PENDING", attempts: 0, nextAttemptAt: at, createdAt: at },
    select: { id: true },
  });
  return { eventId, publicId, deliveryId: delivery.id };
}
