import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { retryOnConflict } from "../db/retry-on-conflict.ts";
import { webhookDisabled, webhookLimitReached } from "../errors/catalogue.ts";
import type { EventPayload } from "../events/event-types.ts";
import { signalPublished } from "../events/published-signal.ts";
import { assertWebhookTarget } from "./check-webhook-target.ts";
import { renderDelivery } from "./render-delivery.ts";
import type { CreateWebhookInput, UpdateWebhookInput } from "./schemas.ts";
import { findDeliveryRow } from "./store/delivery-history-store.ts";
import {
  WEBHOOK_SELECT,
  claimWebhookRow,
  deleteDeliveryRows,
  countWebhooks,
  deleteWebhookRows,
  findSealedSecret,
  findWebhookRow,
  insertSingleDelivery,
  listWebhookRows,
  replaceEventTypes,
} from "./store/subscription-store.ts";
import { auditWebhookChange } from "./webhook-audit.ts";
import { MAX_WEBHOOKS_PER_ORG, PREVIOUS_SECRET_HOURS } from "./webhook-limits.ts";
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from "./webhook-secret.ts";
import { type DeliveryView, type WebhookView, renderWebhook } from "./webhook-view.ts";

// An organization's webhook subscriptions. The caller's access group (admin) is checked by the route or
// console action; every query is scoped to principal.orgId, so another organization's id is not found.

export type { CreateWebhookInput, UpdateWebhookInput } from "./schemas.ts";

/** Subscribes a URL; its signing secret is returned this once and stored only sealed. */
export async function createWebhook(
  principal: Principal,
  input: CreateWebhookInput,
): Promise<{ webhook: WebhookView; secret: string }> {
  await assertWebhookTarget(input.url);
  const secret = newWebhookSecret();
  const orgId = principal.orgId;
  const row = await db.$transaction(async (tx) => {
    const at = new Date();
    const { id } = await tx.webhookSubscription.create({
      data: {
        orgId,
        url: input.url,
        description: input.description,
        secret: "",
        createdAt: at,
        updatedAt: at,
        eventTypes: { create: input.eventTypes.map((eventType) => ({ orgId, eventType })) },
      },
      select: { id: true },
    });
    // Sealed once the row has its id: the seal binds organization, row and column.
    const created = await tx.webhookSubscription.update({
      where: { id },
      data: { secret: sealWebhookSecret(secret, orgId, id, "secret") },
      select: WEBHOOK_SELECT,
    });
    await auditWebhookChange(tx, principal, "create", id, null, created, true);
    // Counted after the audit entry claimed the organization's chain head: concurrent creations wait for
    // each other there, so two of them cannot both pass the limit.
    if ((await countWebhooks(tx, orgId)) > MAX_WEBHOOKS_PER_ORG) throw webhookLimitReached(MAX_WEBHOOKS_PER_ORG);
    return created;
  });
  return { webhook: renderWebhook(row), secret };
}

export async function listWebhooks(principal: Principal): Promise<WebhookView[]> {
  const now = Date.now();
  return (await listWebhookRows(db, principal.orgId)).map((row) => renderWebhook(row, now));
}

export async function getWebhook(principal: Principal, id: number): Promise<WebhookView> {
  return renderWebhook(await findWebhookRow(db, principal.orgId, id));
}

/**
 * Changes the fields given. `enabled: true` re-enables a disabled subscription with a fresh failure clock;
 * `enabled: false` disables it as "admin". Its secret is not changed here (rotateWebhookSecret).
 */
export async function updateWebhook(principal: Principal, id: number, input: UpdateWebhookInput): Promise<WebhookView> {
  if (input.url !== undefined) await assertWebhookTarget(input.url);
  const orgId = principal.orgId;
  const row = await db.$transaction(async (tx) => {
    const at = new Date();
    const before = await claimWebhookRow(tx, orgId, id, at);
    const wasEnabled = before.status === "ENABLED";
    const statusChange =
      input.enabled === true && !wasEnabled
        ? { status: "ENABLED", disabledReason: null, disabledAt: null, failingSince: null }
        : input.enabled === false && wasEnabled
          ? { status: "DISABLED", disabledReason: "admin", disabledAt: at }
          : {};
    if (input.eventTypes) await replaceEventTypes(tx, orgId, id, input.eventTypes);
    const after = await tx.webhookSubscription.update({
      where: { id },
      data: { url: input.url, description: input.description, ...statusChange, updatedAt: at },
      select: WEBHOOK_SELECT,
    });
    await auditWebhookChange(tx, principal, "update", id, before, after);
    return after;
  });
  return renderWebhook(row);
}

/** Deletes a subscription with its delivery history; its pending deliveries are never attempted. */
export async function deleteWebhook(principal: Principal, id: number): Promise<void> {
  // Deliveries first, then the subscription: the order an attempt's record locks them in, so the two never
  // wait on each other in a cycle (retried all the same should the database still break a conflict).
  await retryOnConflict(() =>
    db.$transaction(async (tx) => {
      await deleteDeliveryRows(tx, principal.orgId, id);
      const before = await claimWebhookRow(tx, principal.orgId, id, new Date());
      await deleteWebhookRows(tx, principal.orgId, id);
      await auditWebhookChange(tx, principal, "delete", id, before, null);
    }),
  );
}

/**
 * Issues a new secret, returned this once. The one it replaces keeps signing (a second signature) for
 * PREVIOUS_SECRET_HOURS, so a receiver can switch without refusing a delivery; a secret rotated out before
 * is dropped.
 */
export async function rotateWebhookSecret(
  principal: Principal,
  id: number,
): Promise<{ webhook: WebhookView; secret: string }> {
  const orgId = principal.orgId;
  const secret = newWebhookSecret();
  const row = await db.$transaction(async (tx) => {
    const at = new Date();
    const before = await claimWebhookRow(tx, orgId, id, at);
    const current = openWebhookSecret(await findSealedSecret(tx, orgId, id), orgId, id, "secret");
    const after = await tx.webhookSubscription.update({
      where: { id },
      data: {
        secret: sealWebhookSecret(secret, orgId, id, "secret"),
        previousSecret: sealWebhookSecret(current, orgId, id, "previousSecret"),
        previousUntil: new Date(at.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000),
        updatedAt: at,
      },
      select: WEBHOOK_SELECT,
    });
    await auditWebhookChange(tx, principal, "rotate", id, before, after, true);
    return after;
  });
  return { webhook: renderWebhook(row), secret };
}

export const TEST_EVENT_MESSAGE = "A test event from Loyalty Ops: your endpoint receives this subscription's events.";

/**
 * Sends a "webhook.test" event to this subscription only: an event row with one delivery to it, which the
 * dispatcher attempts like any other. A disabled subscription is refused: nothing would attempt it.
 */
export async function sendTestEvent(principal: Principal, id: number): Promise<DeliveryView> {
  const orgId = principal.orgId;
  const delivery = await db.$transaction(async (tx) => {
    const subscription = await findWebhookRow(tx, orgId, id);
    if (subscription.status !== "ENABLED") throw webhookDisabled("send a test event");
    const at = new Date();
    const payload: EventPayload = {
      type: "webhook.test",
      timestamp: at.toISOString(),
      data: { webhookId: id, message: TEST_EVENT_MESSAGE },
    };
    const made = await insertSingleDelivery(tx, orgId, id, payload, at);
    const row = await findDeliveryRow(tx, orgId, id, made.deliveryId);
    return renderDelivery(row, { publicId: made.publicId, type: payload.type });
  });
  signalPublished();
  return delivery;
}
