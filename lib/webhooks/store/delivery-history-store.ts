import "server-only";
import type { Db, Tx } from "../../db/client.ts";
import { deliveryAttemptInProgress, webhookDeliveryNotFound } from "../../errors/catalogue.ts";
import { isRowId } from "../../validation/id-param.ts";
import type { DeliveryStatus } from "../webhook-view.ts";

// The deliveries of one subscription as its admins read them, and the requeue a replay makes. The dispatcher's
// claims and results are in delivery-store.ts.

export const DELIVERY_SELECT = {
  id: true,
  eventId: true,
  status: true,
  attempts: true,
  lastResponseStatus: true,
  lastAttemptAt: true,
  nextAttemptAt: true,
  createdAt: true,
} as const;

export interface DeliveryRow {
  id: number;
  eventId: number;
  status: string;
  attempts: number;
  lastResponseStatus: number | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

export interface EventRef {
  publicId: string;
  type: string;
}

/** A page of a subscription's deliveries, newest first, below `beforeId`; one more than `limit` when more exist. */
export function listDeliveryRows(
  client: Db | Tx,
  orgId: number,
  subscriptionId: number,
  query: { status?: DeliveryStatus; beforeId?: number; take: number },
): Promise<DeliveryRow[]> {
  return client.webhookDelivery.findMany({
    where: {
      orgId,
      subscriptionId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.beforeId !== undefined ? { id: { lt: query.beforeId } } : {}),
    },
    select: DELIVERY_SELECT,
    orderBy: { id: "desc" },
    take: query.take,
  });
}

/** A delivery of the subscription in the organization, or 9802. */
export async function findDeliveryRow(
  client: Db | Tx,
  orgId: number,
  subscriptionId: number,
  deliveryId: number,
): Promise<DeliveryRow> {
  if (!isRowId(deliveryId)) throw webhookDeliveryNotFound();
  const row = await client.webhookDelivery.findFirst({
    where: { id: deliveryId, orgId, subscriptionId },
    select: DELIVERY_SELECT,
  });
  if (!row) throw webhookDeliveryNotFound();
  return row;
}

/** The public id and type of each event, by row id. */
export async function eventRefs(client: Db | Tx, orgId: number, eventIds: readonly number[]) {
  const rows = await client.event.findMany({
    where: { orgId, id: { in: [...new Set(eventIds)] } },
    select: { id: true, publicId: true, type: true },
  });
  return new Map<number, EventRef>(rows.map((row) => [row.id, { publicId: row.publicId, type: row.type }]));
}

export function attemptRows(client: Db | Tx, orgId: number, deliveryId: number) {
  return client.webhookAttempt.findMany({ where: { orgId, deliveryId }, orderBy: { id: "asc" } });
}

/**
 * Makes a delivery due now with its retry schedule started again; `attempts` keeps counting (its history
 * holds every attempt). Refused with 9809 while an instance's lease holds it: that attempt is in flight, and
 * taking its lease would send it twice and lose its record.
 */
export async function requeueDelivery(tx: Tx, orgId: number, row: DeliveryRow, at: Date): Promise<DeliveryRow> {
  const { count } = await tx.webhookDelivery.updateMany({
    where: {
      id: row.id,
      orgId,
      attempts: row.attempts,
      OR: [{ lockedUntil: null }, { lockedUntil: { lt: at } }],
    },
    data: { status: "PENDING", scheduleFrom: row.attempts, nextAttemptAt: at, lockedUntil: null, lockedBy: null },
  });
  if (count === 0) throw deliveryAttemptInProgress();
  return tx.webhookDelivery.findUniqueOrThrow({ where: { id: row.id }, select: DELIVERY_SELECT });
}
