import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { sqlTransaction } from "@/lib/db/sql-transaction.ts";
import { publishEvents } from "@/lib/events/store/outbox-store.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { startWebhookReceiver, type WebhookReceiver } from "@/scripts/test-harness/webhook-receiver.ts";
import { eventually, publish, subscribeTo } from "@/scripts/test-harness/webhook-setup.ts";

// App processes started as Next starts them (instrumentation.ts's register(), through
// scripts/test-harness/dispatching-instance.ts) on this file's database: killed mid-delivery, stopped by
// SIGTERM, and two at once sharing the outbox. This process runs no dispatcher of its own.

interface Instance {
  process: ChildProcess;
  exited: Promise<number | null>;
}
const started: Instance[] = [];
const receivers: WebhookReceiver[] = [];

function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/test-harness/dispatching-instance.ts"],
    { env: { ...process.env, WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const instance: Instance = {
    process: child,
    exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
  };
  started.push(instance);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready")) resolve(instance);
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void instance.exited.then((code) => reject(new Error(`instance exited with ${code}: ${output}`)));
  });
}

async function receiver(options?: Parameters<typeof startWebhookReceiver>[0]) {
  const hooks = await startWebhookReceiver(options);
  receivers.push(hooks);
  return hooks;
}

afterEach(async () => {
  for (const instance of started.splice(0)) if (instance.process.exitCode === null) instance.process.kill("SIGKILL");
  await Promise.all(receivers.splice(0).map((hooks) => hooks.close()));
});
afterAll(() => {
  for (const instance of started) instance.process.kill("SIGKILL");
});

const onlyDelivery = async (subscriptionId: number) =>
  db.webhookDelivery.findFirstOrThrow({ where: { subscriptionId } });

describe("webhook delivery across app processes", { timeout: 120_000 }, () => {
  it("delivers, with its id, an event whose instance was killed mid-delivery, once its claim runs out", async () => {
    const hooks = await receiver();
    const subscription = await subscribeTo(100, hooks.url, { types: ["user.created"] });
    hooks.secrets = [subscription.secret];
    hooks.script = ["hang"];
    // A 3 s timeout makes a 11 s lease: the killed instance's claim bars the restarted one that long.
    const env = { WEBHOOK_TIMEOUT_MS: "3000" };
    const first = await startInstance(env);
    // A real change through its domain function, so the event is the one its own transaction commits.
    const user = await createUser(db, {
      orgId: 100,
      username: "killed.instance",
      displayName: "Killed instance",
      password: "killed-instance-password",
      access: ["default"],
    });
    const [held] = await hooks.waitFor(1);
    first.process.kill("SIGKILL");
    await first.exited;
    const orphaned = await onlyDelivery(subscription.id);
    expect(orphaned).toMatchObject({ status: "PENDING", attempts: 0 });
    expect(orphaned.lockedBy).not.toBeNull();

    await startInstance(env);
    const [, delivered] = await hooks.waitFor(2, 40_000);
    const event = await db.event.findFirstOrThrow({ where: { orgId: 100, type: "user.created" } });
    expect(JSON.parse(event.payload)).toMatchObject({ type: "user.created", data: { id: user.id } });
    expect([held.id, delivered.id]).toEqual([event.publicId, event.publicId]);
    expect(delivered.body).toBe(event.payload);
    expect(delivered.verified).toBe(true);
    const delivery = await eventually(async () => {
      const found = await onlyDelivery(subscription.id);
      return found.status === "DELIVERED" && found;
    });
    expect(delivery.attempts).toBe(1);
  });

  it("on SIGTERM stops, and gives back the delivery it was attempting before the database closes", async () => {
    const hooks = await receiver({ fallback: "hang" });
    const subscription = await subscribeTo(401, hooks.url);
    hooks.secrets = [subscription.secret];
    const instance = await startInstance({ WEBHOOK_TIMEOUT_MS: "30000" });
    await publish(401, { type: "user.created", data: { id: 2 } });
    await hooks.waitFor(1);
    expect((await onlyDelivery(subscription.id)).lockedBy).not.toBeNull();
    const stopping = Date.now();
    instance.process.kill("SIGTERM");
    expect(await instance.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(9_000);
    expect(await onlyDelivery(subscription.id)).toMatchObject({
      status: "PENDING",
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
    });
  });

  it("two instances deliver 500 events to one receiver, each exactly once", async () => {
    const hooks = await receiver();
    const subscription = await subscribeTo(402, hooks.url);
    hooks.secrets = [subscription.secret];
    await Promise.all([startInstance({}), startInstance({})]);
    for (let batch = 0; batch < 10; batch++)
      await sqlTransaction((tx) =>
        publishEvents(
          tx,
          402,
          Array.from({ length: 50 }, (_, i) => ({ type: "user.created" as const, data: { id: batch * 50 + i } })),
        ),
      );
    await hooks.waitFor(500, 90_000);
    await eventually(
      async () =>
        (await db.webhookDelivery.count({ where: { subscriptionId: subscription.id, status: "DELIVERED" } })) === 500,
      30_000,
      "500 deliveries recorded",
    );
    // A little longer, so a second delivery of any event would have arrived.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const events = await db.event.findMany({ where: { orgId: 402 }, select: { publicId: true } });
    const ids = hooks.received.map((delivery) => delivery.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(events.map((event) => event.publicId)));
    expect(hooks.received.every((delivery) => delivery.verified)).toBe(true);
    expect(await db.webhookAttempt.count({ where: { orgId: 402 } })).toBe(500);
  });
});
