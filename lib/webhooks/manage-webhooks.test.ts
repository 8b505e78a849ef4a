import { beforeAll, describe, expect, it } from "vitest";
import { principalFromUser, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { DomainError } from "../errors/domain-error.ts";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from "./manage-webhooks.ts";
import { getDelivery, listDeliveries, replayDelivery } from "./webhook-deliveries.ts";
import { openWebhookSecret } from "./webhook-secret.ts";

// The domain interface the console builds on, end to end against the database (the routes are tested apart).

let admin: Principal;
let otherOrgAdmin: Principal;

beforeAll(async () => {
  // No DNS in the test machine: hosts are not resolved here (the routes' tests check the production refusals).
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  admin = principalFromUser(await db.user.findUniqueOrThrow({ where: { username: "demo.admin" } }), "session");
  otherOrgAdmin = { ...admin, orgId: admin.orgId + 100_000 };
});

const codeOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
};

describe("the webhooks domain interface", () => {
  it("creates, reads, changes, rotates, tests, replays and deletes a subscription of the caller's organization", async () => {
    const { webhook, secret } = await createWebhook(admin, {
      url: "https://hooks.example.com/loyalty",
      eventTypes: ["request.created", "customer.created"],
      description: "CRM",
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({
      url: "https://hooks.example.com/loyalty",
      description: "CRM",
      eventTypes: ["customer.created", "request.created"],
      status: "ENABLED",
      disabledReason: null,
      previousSecretUntil: null,
    });
    const stored = await db.webhookSubscription.findUniqueOrThrow({ where: { id: webhook.id } });
    expect(stored.secret).not.toContain(secret.slice(6));
    expect(openWebhookSecret(stored.secret, admin.orgId, webhook.id, "secret")).toBe(secret);
    expect((await listWebhooks(admin)).map((view) => view.id)).toContain(webhook.id);
    expect(await getWebhook(admin, webhook.id)).toEqual(webhook);

    const disabled = await updateWebhook(admin, webhook.id, { enabled: false, eventTypes: ["*"] });
    expect(disabled).toMatchObject({ status: "DISABLED", disabledReason: "admin", eventTypes: ["*"] });
    expect(await codeOf(sendTestEvent(admin, webhook.id))).toBe(9806);
    const enabled = await updateWebhook(admin, webhook.id, { enabled: true });
    expect(enabled).toMatchObject({ status: "ENABLED", disabledReason: null, disabledAt: null });

    const rotated = await rotateWebhookSecret(admin, webhook.id);
    expect(rotated.secret).not.toBe(secret);
    expect(Date.parse(rotated.webhook.previousSecretUntil ?? "")).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const afterRotation = await db.webhookSubscription.findUniqueOrThrow({ where: { id: webhook.id } });
    expect(openWebhookSecret(afterRotation.previousSecret ?? "", admin.orgId, webhook.id, "previousSecret")).toBe(
      secret,
    );

    const test = await sendTestEvent(admin, webhook.id);
    expect(test).toMatchObject({
      eventId: expect.stringMatching(/^evt_/),
      eventType: "webhook.test",
      status: "PENDING",
    });
    const page = await listDeliveries(admin, webhook.id, { limit: 10 });
    expect(page).toEqual({ data: [test], next: null });
    await db.webhookDelivery.update({
      where: { id: test.id },
      data: { status: "FAILED", attempts: 3, nextAttemptAt: null },
    });
    const replayed = await replayDelivery(admin, webhook.id, test.id);
    expect(replayed).toMatchObject({ id: test.id, eventId: test.eventId, status: "PENDING", attempts: 3 });
    expect(await getDelivery(admin, webhook.id, test.id)).toMatchObject({ id: test.id, attempts: [] });

    for (const work of [
      () => getWebhook(otherOrgAdmin, webhook.id),
      () => updateWebhook(otherOrgAdmin, webhook.id, { description: "x" }),
      () => rotateWebhookSecret(otherOrgAdmin, webhook.id),
      () => sendTestEvent(otherOrgAdmin, webhook.id),
      () => listDeliveries(otherOrgAdmin, webhook.id, { limit: 10 }),
      () => deleteWebhook(otherOrgAdmin, webhook.id),
    ])
      expect(await codeOf(work())).toBe(9801);
    expect(await codeOf(getDelivery(admin, webhook.id, test.id + 1_000_000))).toBe(9802);

    await deleteWebhook(admin, webhook.id);
    expect(await codeOf(getWebhook(admin, webhook.id))).toBe(9801);
    expect(await db.webhookDelivery.count({ where: { subscriptionId: webhook.id } })).toBe(0);
    const actions = await db.auditEntry.findMany({
      where: { entity: "webhook", entityId: String(webhook.id) },
      orderBy: { seq: "asc" },
      select: { action: true, changes: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual(["create", "update", "update", "rotate", "delete"]);
    for (const entry of actions) {
      expect(entry.changes).not.toContain(secret);
      expect(entry.changes).not.toContain(rotated.secret);
    }
  });
});
