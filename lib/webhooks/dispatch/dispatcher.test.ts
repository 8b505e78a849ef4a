import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as createRequest } from "@/app/v2/requests/route.ts";
import { POST as replayRoute } from "@/app/v2/webhooks/[id]/deliveries/[deliveryId]/replay/route.ts";
import { POST as rotateRoute } from "@/app/v2/webhooks/[id]/rotate-secret/route.ts";
import { db } from "@/lib/db/client.ts";
import { scrapeMetrics } from "@/lib/observability/scrape-metrics.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { startWebhookReceiver, type WebhookReceiver } from "@/scripts/test-harness/webhook-receiver.ts";
import { eventually, publish, subscribeTo } from "@/scripts/test-harness/webhook-setup.ts";
import { WebhookDispatcher } from "./dispatcher.ts";
import { USER_AGENT } from "./sign-delivery.ts";

// The dispatcher in this process against a real receiver (scripts/test-harness/webhook-receiver.ts), which
// verifies every delivery with the standardwebhooks package. Each test uses its own organization.

const ENV_KEYS = [
  "WEBHOOK_ALLOW_PRIVATE_TARGETS",
  "WEBHOOK_RETRY_SCHEDULE",
  "WEBHOOK_DISABLE_AFTER",
  "WEBHOOK_TIMEOUT_MS",
  "LOYALTY_MODE",
  "WEBHOOK_LOG_BODY_BYTES",
  "WEBHOOK_CONCURRENCY",
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
let dispatcher: WebhookDispatcher | undefined;
const receivers: WebhookReceiver[] = [];

async function receiver(options?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

/** A receiver subscribed to all of `orgId`'s events, verifying with the subscription's secret. */
async function subscribedReceiver(orgId: number, options?: Parameters<typeof startWebhookReceiver>[0]) {
  const hooks = await receiver(options);
  const subscription = await subscribeTo(orgId, hooks.url);
  hooks.secrets = [subscription.secret];
  return { hooks, subscription };
}

const start = (options: ConstructorParameters<typeof WebhookDispatcher>[0] = {}) =>
  (dispatcher = new WebhookDispatcher({ pollMs: 100, pruneEveryMs: 0, ...options }).start());

beforeEach(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  process.env.WEBHOOK_RETRY_SCHEDULE = "100ms,200ms";
});

afterEach(async () => {
  await dispatcher?.stop();
  dispatcher = undefined;
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

const deliveriesOf = (subscriptionId: number) =>
  db.webhookDelivery.findMany({ where: { subscriptionId }, orderBy: { id: "asc" } });
const attemptsOf = (deliveryId: number) =>
  db.webhookAttempt.findMany({ where: { deliveryId }, orderBy: { id: "asc" } });
const settled = (subscriptionId: number, status: "DELIVERED" | "FAILED") =>
  eventually(
    async () => {
      const [delivery] = await deliveriesOf(subscriptionId);
      return delivery?.status === status && delivery;
    },
    20_000,
    `a ${status} delivery`,
  );
/** The subscription's delivery once it has had its first attempt. */
const attemptedOnce = (subscriptionId: number) =>
  eventually(async () => {
    const [found] = await deliveriesOf(subscriptionId);
    return found?.attempts === 1 && found;
  });
/** Some time later, the receiver has still had exactly `count` deliveries. */
async function expectReceivedAfter(hooks: WebhookReceiver, ms: number, count: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(hooks.received).toHaveLength(count);
}

/** A user.created event of `orgId` whose delivery a receiver answering 503 fails for good on `schedule`. */
async function failedForGood(orgId: number, schedule: string, userId: number) {
  process.env.WEBHOOK_RETRY_SCHEDULE = schedule;
  const { hooks, subscription } = await subscribedReceiver(orgId, { fallback: { status: 503 } });
  start();
  await publish(orgId, { type: "user.created", data: { id: userId } });
  return { hooks, subscription, delivery: await settled(subscription.id, "FAILED") };
}

describe("the webhook dispatcher", () => {
  it("delivers the stored payload byte for byte, signed by Standard Webhooks, and records the attempt", async () => {
    const { hooks, subscription } = await subscribedReceiver(300);
    start();
    await publish(300, { type: "vendor.created", data: { id: 7, name: 'Café 😀 "quoted"' } });
    const [received] = await hooks.waitFor(1);
    const event = await db.event.findFirstOrThrow({ where: { orgId: 300 } });
    expect(received.verified).toBe(true);
    expect(received.id).toBe(event.publicId);
    expect(received.body).toBe(event.payload);
    expect(received.headers["content-type"]).toBe("application/json");
    expect(received.headers["user-agent"]).toBe(USER_AGENT);
    expect(received.signature).toMatch(/^v1,[A-Za-z0-9+/=]+$/);

    const delivery = await settled(subscription.id, "DELIVERED");
    expect(delivery).toMatchObject({ attempts: 1, lastResponseStatus: 200, nextAttemptAt: null, lockedBy: null });
    const [attempt] = await attemptsOf(delivery.id);
    expect(JSON.parse(attempt.requestHeaders)).toMatchObject({ "webhook-id": event.publicId });
    expect(JSON.parse(attempt.requestHeaders)["webhook-signature"]).toBe(received.signature);
    expect(attempt).toMatchObject({ requestBody: event.payload, responseStatus: 200, responseBody: "ok", error: null });
  });

  it("retries a 500 with the same webhook-id and delivers on the next attempt", async () => {
    const { hooks, subscription } = await subscribedReceiver(301);
    hooks.script = [{ status: 500, body: "down" }];
    start();
    await publish(301, { type: "user.created", data: { id: 1 } });
    const [first, second] = await hooks.waitFor(2);
    expect(second.id).toBe(first.id);
    expect([first.verified, second.verified]).toEqual([true, true]);
    const delivery = await settled(subscription.id, "DELIVERED");
    expect(delivery.attempts).toBe(2);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((a) => [a.responseStatus, a.responseBody])).toEqual([
      [500, "down"],
      [200, "ok"],
    ]);
    const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(row).toMatchObject({ status: "ENABLED", failingSince: null });
  });

  it("counts an answer slower than the timeout as a failed attempt", async () => {
    // Generous: only the hung attempt may reach the timeout, the next must be answered well within it.
    process.env.WEBHOOK_TIMEOUT_MS = "2500";
    const { hooks, subscription } = await subscribedReceiver(302);
    hooks.script = ["hang"];
    start();
    await publish(302, { type: "user.created", data: { id: 2 } });
    const delivery = await settled(subscription.id, "DELIVERED");
    const attempts = await attemptsOf(delivery.id);
    expect(attempts[0]).toMatchObject({ responseStatus: null, error: "timeout" });
    expect(attempts[0].durationMs).toBeGreaterThanOrEqual(2_000);
    expect(attempts.at(-1)).toMatchObject({ responseStatus: 200, error: null });
  });

  it("records a 2xx whose answer holds NUL bytes and invalid UTF-8 as delivered, sent once", async () => {
    process.env.WEBHOOK_LOG_BODY_BYTES = "6";
    const { hooks, subscription } = await subscribedReceiver(316, {
      fallback: { status: 200, body: "o\u0000k\u0000\u00e9\u00e9" },
    });
    start();
    await publish(316, { type: "user.created", data: { id: 31 } });
    const delivery = await settled(subscription.id, "DELIVERED");
    expect(delivery.attempts).toBe(1);
    const [attempt] = await attemptsOf(delivery.id);
    // NULs become U+FFFD; the cut at 6 bytes does not split the é that would straddle it.
    expect(attempt.responseBody).toBe("o\uFFFDk");
    await expectReceivedAfter(hooks, 500, 1);
  });

  it("fails a delivery for good once the schedule is used up", async () => {
    const { hooks, subscription, delivery } = await failedForGood(303, "50ms", 3);
    expect(delivery).toMatchObject({ attempts: 2, nextAttemptAt: null, lastResponseStatus: 503 });
    expect(hooks.received).toHaveLength(2);
    const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(row.status).toBe("ENABLED");
    expect(row.failingSince).not.toBeNull();
  });

  it("disables a subscription answered 410 at once, and publishes webhook.disabled", async () => {
    const hooks = await receiver({ fallback: { status: 410 } });
    const watcher = await receiver();
    const subscription = await subscribeTo(304, hooks.url, { types: ["user.created"] });
    const watching = await subscribeTo(304, watcher.url, { types: ["webhook.disabled"] });
    hooks.secrets = [subscription.secret];
    watcher.secrets = [watching.secret];
    start();
    await publish(304, { type: "user.created", data: { id: 4 } });
    const delivery = await settled(subscription.id, "FAILED");
    expect(delivery.attempts).toBe(1);
    const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(row).toMatchObject({ status: "DISABLED", disabledReason: "gone" });
    expect(row.disabledAt).not.toBeNull();
    const audit = await db.auditEntry.findFirstOrThrow({ where: { orgId: 304, entity: "webhook" } });
    expect(audit).toMatchObject({ entityId: String(subscription.id), action: "disable", actorKind: "SYSTEM" });
    expect(JSON.parse(audit.changes)).toMatchObject({ disabledReason: { before: null, after: "gone" } });
    const [notice] = await watcher.waitFor(1);
    expect(notice.verified).toBe(true);
    expect(JSON.parse(notice.body)).toMatchObject({
      type: "webhook.disabled",
      data: { id: subscription.id, reason: "gone" },
    });
    // The target's URL is the subscription's own business: other subscribers and the feed are not told it.
    expect(JSON.parse(notice.body).data).not.toHaveProperty("url");
    // Nothing more is made for a disabled subscription.
    await publish(304, { type: "user.created", data: { id: 5 } });
    await expectReceivedAfter(hooks, 500, 1);
  });

  it("disables a subscription failing for longer than WEBHOOK_DISABLE_AFTER, leaving its deliveries pending", async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE = "100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms";
    process.env.WEBHOOK_DISABLE_AFTER = "400ms";
    const { hooks, subscription } = await subscribedReceiver(305, { fallback: { status: 500 } });
    start();
    await publish(305, { type: "user.created", data: { id: 6 } });
    const row = await eventually(async () => {
      const found = await db.webhookSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
      return found.status === "DISABLED" && found;
    });
    expect(row).toMatchObject({ disabledReason: "failing", failingSince: null });
    const disabled = await db.event.findFirstOrThrow({ where: { orgId: 305, type: "webhook.disabled" } });
    expect(JSON.parse(disabled.payload).data).toEqual({ id: subscription.id, reason: "failing" });
    const seen = hooks.received.length;
    expect(seen).toBeGreaterThanOrEqual(3);
    await expectReceivedAfter(hooks, 600, seen);
    const [delivery] = await deliveriesOf(subscription.id);
    expect(delivery.status).toBe("PENDING");
  });

  it("signs with the previous secret too until it expires, each signature verifying", async () => {
    const hooks = await receiver();
    const previous = "whsec_" + Buffer.alloc(32, 7).toString("base64");
    const subscription = await subscribeTo(306, hooks.url, {
      previous: { secret: previous, until: new Date(Date.now() + 3_600_000) },
    });
    hooks.secrets = [subscription.secret, previous];
    start();
    await publish(306, { type: "user.created", data: { id: 7 } });
    const [received] = await hooks.waitFor(1);
    expect(received.signature.split(" ")).toHaveLength(2);
    expect(received.verified).toBe(true);

    await db.webhookSubscription.update({
      where: { id: subscription.id },
      data: { previousUntil: new Date(Date.now() - 1000) },
    });
    hooks.secrets = [subscription.secret];
    await publish(306, { type: "user.created", data: { id: 8 } });
    const [, later] = await hooks.waitFor(2);
    expect(later.signature.split(" ")).toHaveLength(1);
    expect(later.verified).toBe(true);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE = "1d";
    const elsewhere = await receiver();
    const { hooks, subscription } = await subscribedReceiver(307, {
      fallback: { status: 307, headers: { location: elsewhere.url } },
    });
    start();
    await publish(307, { type: "user.created", data: { id: 9 } });
    await hooks.waitFor(1);
    const delivery = await attemptedOnce(subscription.id);
    expect(delivery).toMatchObject({ status: "PENDING", lastResponseStatus: 307 });
    expect(delivery.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(elsewhere.received).toHaveLength(0);
  });

  it("refuses loopback targets in production, by address and by name, and delivers to them in demo mode", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "false";
    process.env.LOYALTY_MODE = "production";
    process.env.WEBHOOK_RETRY_SCHEDULE = "1d";
    const hooks = await receiver();
    const port = hooks.port;
    const targets = [
      `http://127.0.0.1:${port}/a`,
      `http://[::1]:${port}/b`,
      `http://localhost:${port}/c`,
      `http://[::ffff:127.0.0.1]:${port}/d`,
      `http://2130706433:${port}/e`,
    ];
    const subscriptions = [];
    for (const url of targets) subscriptions.push(await subscribeTo(308, url));
    start();
    await publish(308, { type: "user.created", data: { id: 10 } });
    for (const subscription of subscriptions) {
      const delivery = await attemptedOnce(subscription.id);
      expect(delivery).toMatchObject({ status: "PENDING", lastResponseStatus: null });
      const [attempt] = await attemptsOf(delivery.id);
      expect(attempt.error).toBe("refused-target");
    }
    expect(hooks.received).toHaveLength(0);

    process.env.LOYALTY_MODE = "demo";
    const demo = await subscribeTo(309, `http://127.0.0.1:${port}/demo`);
    hooks.secrets = [demo.secret];
    await publish(309, { type: "user.created", data: { id: 11 } });
    const [received] = await hooks.waitFor(1);
    expect(received.verified).toBe(true);
    await settled(demo.id, "DELIVERED");
  });

  it("gives its claims back on stop, unrecorded, for another instance to attempt", async () => {
    process.env.WEBHOOK_TIMEOUT_MS = "20000";
    const { hooks, subscription } = await subscribedReceiver(310, { fallback: "hang" });
    const first = start({ drainMs: 200 });
    await publish(310, { type: "user.created", data: { id: 12 } });
    await hooks.waitFor(1);
    const [claimed] = await deliveriesOf(subscription.id);
    expect(claimed.lockedBy).toBe(first.instanceId);
    expect(claimed.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    const stopping = Date.now();
    await first.stop();
    expect(Date.now() - stopping).toBeLessThan(5_000);
    const [released] = await deliveriesOf(subscription.id);
    expect(released).toMatchObject({ status: "PENDING", attempts: 0, lockedBy: null, lockedUntil: null });
    expect(await attemptsOf(released.id)).toHaveLength(0);

    hooks.fallback = { status: 204 };
    start();
    const [, again] = await hooks.waitFor(2);
    expect(again.id).toBe(hooks.received[0].id);
    expect((await settled(subscription.id, "DELIVERED")).attempts).toBe(1);
  });

  it("takes a delivery whose claim has run out (its instance died), and leaves a live claim alone", async () => {
    const { hooks, subscription } = await subscribedReceiver(311);
    await publish(311, { type: "user.created", data: { id: 13 } }, { type: "user.created", data: { id: 14 } });
    const [dead, alive] = await deliveriesOf(subscription.id);
    await db.webhookDelivery.update({
      where: { id: dead.id },
      data: { lockedBy: "crashed", lockedUntil: new Date(Date.now() - 1000) },
    });
    await db.webhookDelivery.update({
      where: { id: alive.id },
      data: { lockedBy: "elsewhere", lockedUntil: new Date(Date.now() + 60_000) },
    });
    start();
    await hooks.waitFor(1);
    await expectReceivedAfter(hooks, 500, 1);
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id: dead.id } })).status).toBe("DELIVERED");
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: alive.id } })).toMatchObject({
      status: "PENDING",
      lockedBy: "elsewhere",
    });
  });

  it("cuts logged bodies to WEBHOOK_LOG_BODY_BYTES and keeps the answer's headers", async () => {
    process.env.WEBHOOK_LOG_BODY_BYTES = "16";
    const { hooks, subscription } = await subscribedReceiver(312, {
      fallback: { status: 202, headers: { "x-receipt": "r-1" }, body: "x".repeat(5000) },
    });
    start();
    await publish(312, { type: "user.created", data: { id: 15, note: "y".repeat(200) } });
    const delivery = await settled(subscription.id, "DELIVERED");
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt.requestBody).toHaveLength(16);
    expect(attempt.responseBody).toBe("x".repeat(16));
    expect(JSON.parse(attempt.responseHeaders)).toMatchObject({ "x-receipt": "r-1" });
    expect(hooks.received[0].body.length).toBeGreaterThan(200);
  });

  it("counts attempts by outcome and reads the due backlog for /metrics", async () => {
    const before = await scrapeMetrics();
    const count = (text: string, outcome: string) =>
      Number(new RegExp(`^loyalty_webhook_attempts_total\\{outcome="${outcome}"\\} (\\d+)`, "m").exec(text)?.[1] ?? 0);
    const { hooks, subscription } = await subscribedReceiver(313);
    hooks.script = [{ status: 500 }];
    await publish(313, { type: "user.created", data: { id: 16 } }, { type: "user.created", data: { id: 17 } });
    const waiting = (await scrapeMetrics()).text;
    expect(Number(/^loyalty_webhook_backlog (\d+)/m.exec(waiting)?.[1])).toBeGreaterThanOrEqual(2);
    expect(waiting).toMatch(/^loyalty_webhook_oldest_pending_seconds \d/m);
    start();
    await hooks.waitFor(3);
    await eventually(async () => (await deliveriesOf(subscription.id)).every((d) => d.status === "DELIVERED"));
    const after = (await scrapeMetrics()).text;
    expect(count(after, "delivered") - count(before.text, "delivered")).toBe(2);
    expect(count(after, "retry") - count(before.text, "retry")).toBe(1);
    expect(after).toMatch(/^loyalty_webhook_attempt_duration_seconds_count\{outcome="delivered"\} \d+/m);
  });

  it("sends nothing for a change refused by validation", async () => {
    const { hooks } = await subscribedReceiver(100);
    start();
    const refused = await callRoute(createRequest, {
      path: "/v2/requests",
      body: { type: "TRANSACTION", baseType: "ADD", customer: { mobile: "not a number" } },
      auth: "demo.maker",
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    await expectReceivedAfter(hooks, 1_000, 0);
    expect(await db.event.count({ where: { orgId: 100 } })).toBe(0);
    // The dispatcher was listening all along: a committed event does arrive.
    await publish(100, { type: "user.created", data: { id: 18 } });
    const [received] = await hooks.waitFor(1);
    expect(JSON.parse(received.body)).toMatchObject({ type: "user.created", data: { id: 18 } });
  });

  it("makes at most WEBHOOK_CONCURRENCY attempts at once", async () => {
    process.env.WEBHOOK_CONCURRENCY = "2";
    process.env.WEBHOOK_TIMEOUT_MS = "20000";
    const { hooks, subscription } = await subscribedReceiver(314, { fallback: "hang" });
    const running = start({ drainMs: 100 });
    const events = Array.from({ length: 5 }, (_, i) => ({ type: "user.created" as const, data: { id: 20 + i } }));
    await publish(314, ...events);
    await hooks.waitFor(2);
    await expectReceivedAfter(hooks, 800, 2);
    expect(running.busy).toBe(2);
    expect(
      await db.webhookDelivery.count({ where: { subscriptionId: subscription.id, lockedBy: running.instanceId } }),
    ).toBe(2);
  });

  it("deletes events older than EVENT_RETENTION_DAYS, with their deliveries and attempts", async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    const stale = await db.event.create({
      data: { publicId: "evt_stale", orgId: 315, seq: 0, type: "user.created", payload: "{}", createdAt: old },
    });
    const staleDelivery = await db.webhookDelivery.create({
      data: { orgId: 315, subscriptionId: 999_999, eventId: stale.id, status: "DELIVERED", createdAt: old },
    });
    await db.webhookAttempt.create({
      data: { deliveryId: staleDelivery.id, orgId: 315, at: old, durationMs: 1, requestHeaders: "{}", requestBody: "" },
    });
    await publish(315, { type: "user.created", data: { id: 30 } });
    start({ pruneEveryMs: 100 });
    await eventually(async () => (await db.event.count({ where: { publicId: "evt_stale" } })) === 0);
    expect(await db.webhookDelivery.count({ where: { id: staleDelivery.id } })).toBe(0);
    expect(await db.webhookAttempt.count({ where: { deliveryId: staleDelivery.id } })).toBe(0);
    expect(await db.event.count({ where: { orgId: 315 } })).toBe(1);
  });

  it("replays a failed delivery with the same webhook-id, its schedule started again and its attempts counted on", async () => {
    // Org 100 (its admin replays through the API): this test comes after the one counting org 100's events.
    const { hooks, subscription, delivery: failed } = await failedForGood(100, "100ms", 40);
    expect(failed.attempts).toBe(2);
    const [first, second] = hooks.received;

    hooks.fallback = { status: 503 };
    hooks.script = [{ status: 503 }, { status: 200 }];
    const replayed = await callRoute(replayRoute, {
      method: "POST",
      path: `/v2/webhooks/${subscription.id}/deliveries/${failed.id}/replay`,
      auth: "demo.admin",
      params: { id: String(subscription.id), deliveryId: String(failed.id) },
    });
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    expect(replayed.body.data.attempts).toBe(2);
    // The whole schedule again: a 503 is retried (it would be final had the count not started over).
    const [, , third, fourth] = await hooks.waitFor(4);
    expect(new Set([first.id, second.id, third.id, fourth.id]).size).toBe(1);
    expect(fourth.verified).toBe(true);
    const delivered = await settled(subscription.id, "DELIVERED");
    expect(delivered.attempts).toBe(4);
    expect(await attemptsOf(delivered.id)).toHaveLength(4);
  });

  it("after a rotation through the API, signs with the old and the new secret, each verifying", async () => {
    const hooks = await receiver();
    const subscription = await subscribeTo(100, hooks.url, { types: ["vendor.updated"] });
    const rotated = await callRoute(rotateRoute, {
      method: "POST",
      path: `/v2/webhooks/${subscription.id}/rotate-secret`,
      auth: "demo.admin",
      params: { id: String(subscription.id) },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(subscription.secret);
    hooks.secrets = [subscription.secret, fresh];
    start();
    await publish(100, { type: "vendor.updated", data: { id: 41 } });
    const [received] = await hooks.waitFor(1);
    expect(received.signature.split(" ")).toHaveLength(2);
    expect(received.verifyError).toBeNull();
    expect(received.verified).toBe(true);
  });

  it("signs with the current secret when the previous one does not open", async () => {
    const hooks = await receiver();
    const subscription = await subscribeTo(317, hooks.url, {
      previous: { secret: "whsec_" + Buffer.alloc(32, 9).toString("base64"), until: new Date(Date.now() + 3_600_000) },
    });
    await db.webhookSubscription.update({
      where: { id: subscription.id },
      data: { previousSecret: "v1.sealed-under-a-key-long-gone" },
    });
    hooks.secrets = [subscription.secret];
    start();
    await publish(317, { type: "user.created", data: { id: 42 } });
    const [received] = await hooks.waitFor(1);
    expect(received.signature.split(" ")).toHaveLength(1);
    expect(received.verified).toBe(true);
    expect((await settled(subscription.id, "DELIVERED")).attempts).toBe(1);
  });

  it("keeps a hanging endpoint with a long backlog to its slots: another subscription is delivered promptly", async () => {
    process.env.WEBHOOK_CONCURRENCY = "6";
    process.env.WEBHOOK_TIMEOUT_MS = "30000";
    const dead = await receiver({ fallback: "hang" });
    const alive = await receiver();
    const stuck = await subscribeTo(318, dead.url);
    const healthy = await subscribeTo(319, alive.url);
    dead.secrets = [stuck.secret];
    alive.secrets = [healthy.secret];
    const events = Array.from({ length: 10 }, (_, i) => ({ type: "user.created" as const, data: { id: 50 + i } }));
    await publish(318, ...events);
    const running = start({ drainMs: 100 });
    await dead.waitFor(4);
    const sent = Date.now();
    await publish(319, { type: "user.created", data: { id: 60 } });
    const [received] = await alive.waitFor(1, 10_000);
    expect(received.verified).toBe(true);
    expect(received.at - sent).toBeLessThan(3_000);
    expect(dead.received).toHaveLength(4);
    expect(await db.webhookDelivery.count({ where: { subscriptionId: stuck.id, lockedBy: running.instanceId } })).toBe(
      4,
    );
  });
});
