import { db } from "../../lib/db/client.ts";
import { sqlTransaction } from "../../lib/db/sql-transaction.ts";
import type { PublishedEvent } from "../../lib/events/event-types.ts";
import { publishEvents } from "../../lib/events/store/outbox-store.ts";
import { newWebhookSecret, sealWebhookSecret } from "../../lib/webhooks/webhook-secret.ts";

// What the dispatcher's tests set up through the real stores: a subscription with a sealed secret, and
// events published in a committed transaction (so deliveries are made exactly as in a change).

export async function subscribeTo(
  orgId: number,
  url: string,
  options: { types?: string[]; previous?: { secret: string; until: Date } } = {},
): Promise<{ id: number; secret: string }> {
  const now = new Date();
  const types = options.types ?? ["*"];
  const created = await db.webhookSubscription.create({
    data: {
      orgId,
      url,
      secret: "sealed below",
      createdAt: now,
      updatedAt: now,
      eventTypes: { create: types.map((eventType) => ({ orgId, eventType })) },
    },
  });
  const secret = newWebhookSecret();
  await db.webhookSubscription.update({
    where: { id: created.id },
    data: {
      secret: sealWebhookSecret(secret, orgId, created.id, "secret"),
      ...(options.previous && {
        previousSecret: sealWebhookSecret(options.previous.secret, orgId, created.id, "previousSecret"),
        previousUntil: options.previous.until,
      }),
    },
  });
  return { id: created.id, secret };
}

export async function publish(orgId: number, ...events: PublishedEvent[]): Promise<void> {
  await sqlTransaction((tx) => publishEvents(tx, orgId, events));
}

/** Polls until `check` answers a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
