import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { makeUser } from "@/scripts/test-harness/admin-users.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import { dataOf } from "./test-support.ts";
import {
  createWebhookOperation,
  deleteWebhookOperation,
  replayDeliveryOperation,
  rotateWebhookSecretOperation,
  sendTestEventOperation,
  updateWebhookOperation,
} from "./webhook-operations.ts";

// The webhooks page's actions: admins of the organization only, the API's schemas, refusals by field.

beforeAll(() => {
  // No DNS on the test machine and nothing listens here: the target check is the domain's, tested there.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
});

const URL_A = "http://127.0.0.1:9/hooks/a";
const URL_B = "http://127.0.0.1:9/hooks/b";

async function created(call: Awaited<ReturnType<typeof consoleCallFor>>, url = URL_A) {
  return dataOf(
    await performConsoleOperation(call, createWebhookOperation, {
      url,
      eventTypes: ["request.created"],
      description: "console test",
    }),
  );
}

const fieldsOf = (outcome: { ok: boolean; errors?: { field?: string; code: number }[] }) =>
  outcome.ok ? [] : (outcome.errors ?? []).map((error) => [error.code, error.field]);

describe("the webhook actions", () => {
  it("create, edit, disable, enable, rotate, test, replay and delete a subscription", async () => {
    const admin = await consoleCallFor("demo.admin");
    const { webhook, secret } = await created(admin);
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: URL_A, eventTypes: ["request.created"], status: "ENABLED" });

    const edited = await performConsoleOperation(
      admin,
      updateWebhookOperation,
      { url: URL_B, eventTypes: ["*"], description: "edited" },
      webhook.id,
    );
    expect(edited.ok && edited.data).toMatchObject({ url: URL_B, eventTypes: ["*"], description: "edited" });

    const disabled = await performConsoleOperation(admin, updateWebhookOperation, { enabled: false }, webhook.id);
    expect(disabled.ok && [disabled.data.status, disabled.data.disabledReason]).toEqual(["DISABLED", "admin"]);
    const enabled = await performConsoleOperation(admin, updateWebhookOperation, { enabled: true }, webhook.id);
    expect(enabled.ok && [enabled.data.status, enabled.data.disabledReason]).toEqual(["ENABLED", null]);

    const rotated = await performConsoleOperation(admin, rotateWebhookSecretOperation, {}, webhook.id);
    if (!rotated.ok) throw new Error(JSON.stringify(rotated.errors));
    expect(rotated.data.secret).toMatch(/^whsec_/);
    expect(rotated.data.secret).not.toBe(secret);
    expect(rotated.data.webhook.previousSecretUntil).not.toBeNull();

    const test = await performConsoleOperation(admin, sendTestEventOperation, {}, webhook.id);
    if (!test.ok) throw new Error(JSON.stringify(test.errors));
    expect(test.data).toMatchObject({ eventType: "webhook.test", eventId: expect.stringMatching(/^evt_/) });
    const replayed = await performConsoleOperation(
      admin,
      replayDeliveryOperation,
      { deliveryId: test.data.id },
      webhook.id,
    );
    expect(replayed.ok && [replayed.data.id, replayed.data.status]).toEqual([test.data.id, "PENDING"]);

    const deleted = await performConsoleOperation(admin, deleteWebhookOperation, {}, webhook.id);
    expect(deleted).toEqual({ ok: true, data: { id: webhook.id } });
    expect(await db.webhookSubscription.count({ where: { id: webhook.id } })).toBe(0);
  });

  it("refuses a bad url and an empty list of types beside their fields, and stores nothing", async () => {
    const admin = await consoleCallFor("demo.admin");
    const before = await db.webhookSubscription.count();
    const badUrl = await performConsoleOperation(admin, createWebhookOperation, {
      url: "ftp://example.com/hook",
      eventTypes: ["request.created"],
    });
    expect(fieldsOf(badUrl)).toEqual([[400, "url"]]);
    const noTypes = await performConsoleOperation(admin, createWebhookOperation, { url: URL_A, eventTypes: [] });
    expect(fieldsOf(noTypes)).toEqual([[400, "eventTypes"]]);
    const unknownType = await performConsoleOperation(admin, createWebhookOperation, {
      url: URL_A,
      eventTypes: ["no.such.type"],
    });
    expect(fieldsOf(unknownType)).toEqual([[400, "eventTypes.0"]]);
    const wrongShape = await performConsoleOperation(admin, createWebhookOperation, { url: 5, eventTypes: "all" });
    expect(wrongShape.ok).toBe(false);
    const nothing = await performConsoleOperation(admin, updateWebhookOperation, {}, 1);
    expect(nothing.ok ? [] : nothing.errors.map((error) => error.code)).toEqual([400]);
    expect(await db.webhookSubscription.count()).toBe(before);
  });

  it("keeps the routes' 8 KiB body limit", async () => {
    const admin = await consoleCallFor("demo.admin");
    const outcome = await performConsoleOperation(admin, createWebhookOperation, {
      url: URL_A,
      eventTypes: ["*"],
      description: "x".repeat(9000),
    });
    expect(outcome).toEqual({ ok: false, errors: [{ code: 413, key: "bodyTooLarge", params: { limit: "8192" } }] });
  });

  it("refuses a private address outside demo mode beside the url field", async () => {
    const admin = await consoleCallFor("demo.admin");
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "false";
    try {
      const refused = await performConsoleOperation(admin, createWebhookOperation, {
        url: "http://10.1.2.3/hook",
        eventTypes: ["*"],
      });
      expect(refused.ok ? [] : refused.errors.map((error) => [error.key, error.field])).toEqual([
        ["webhookTargetForbidden", "url"],
      ]);
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    }
  });

  it("answers another organization's subscription and delivery as not found, and leaves them unchanged", async () => {
    const { webhook } = await created(await consoleCallFor("demo.admin"));
    const test = await performConsoleOperation(
      await consoleCallFor("demo.admin"),
      sendTestEventOperation,
      {},
      webhook.id,
    );
    if (!test.ok) throw new Error(JSON.stringify(test.errors));
    const before = await db.webhookSubscription.findUniqueOrThrow({ where: { id: webhook.id } });
    await makeUser(`dual.webhooks.${Date.now()}`, 200, ["admin"]).then(async ({ username }) => {
      const outsider = await consoleCallFor(username);
      const calls = [
        performConsoleOperation(outsider, updateWebhookOperation, { description: "taken" }, webhook.id),
        performConsoleOperation(outsider, updateWebhookOperation, { enabled: false }, webhook.id),
        performConsoleOperation(outsider, rotateWebhookSecretOperation, {}, webhook.id),
        performConsoleOperation(outsider, sendTestEventOperation, {}, webhook.id),
        performConsoleOperation(outsider, replayDeliveryOperation, { deliveryId: test.data.id }, webhook.id),
        performConsoleOperation(outsider, deleteWebhookOperation, {}, webhook.id),
      ];
      for (const outcome of await Promise.all(calls)) {
        expect(outcome.ok ? [] : outcome.errors.map((error) => error.code)).toEqual([9801]);
      }
    });
    expect(await db.webhookSubscription.findUniqueOrThrow({ where: { id: webhook.id } })).toEqual(before);
  });

  it("refuses users without the admin group, and an unknown id", async () => {
    const admin = await consoleCallFor("demo.admin");
    const { webhook } = await created(admin);
    const checker = await consoleCallFor("demo.checker");
    const denied = await performConsoleOperation(checker, createWebhookOperation, {
      url: URL_A,
      eventTypes: ["request.created"],
    });
    expect(denied.ok ? [] : denied.errors.map((error) => error.code)).toEqual([403]);
    const deniedDelete = await performConsoleOperation(checker, deleteWebhookOperation, {}, webhook.id);
    expect(deniedDelete.ok ? [] : deniedDelete.errors.map((error) => error.code)).toEqual([403]);
    expect(await db.webhookSubscription.count({ where: { id: webhook.id } })).toBe(1);

    const unknown = await performConsoleOperation(admin, rotateWebhookSecretOperation, {}, 2_000_000_000);
    expect(unknown.ok ? [] : unknown.errors.map((error) => error.code)).toEqual([9801]);
  });
});
