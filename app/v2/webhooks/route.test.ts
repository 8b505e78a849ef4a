import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { MAX_WEBHOOKS_PER_ORG } from "@/lib/webhooks/webhook-limits.ts";
import { openWebhookSecret } from "@/lib/webhooks/webhook-secret.ts";
import { DELETE, GET as getOne, PATCH } from "./[id]/route.ts";
import { POST as rotate } from "./[id]/rotate-secret/route.ts";
import { POST as sendTest } from "./[id]/test/route.ts";
import { GET, POST } from "./route.ts";

// Subscriptions through the v2 API: success and refusals of each operation. Deliveries: deliveries/*.test.ts.

const URL_A = "https://hooks.example.com/loyalty";
let OTHER_ADMIN: Auth;
let ORG_300_ADMIN: Auth;
const list = (auth: Auth = "demo.admin") => callRoute(GET, { path: "/v2/webhooks", auth });
const create = (body: unknown, auth: Auth = "demo.admin") => callRoute(POST, { path: "/v2/webhooks", body, auth });
const path = (id: number | string, tail = "") => `/v2/webhooks/${id}${tail}`;
const read = (id: number | string, auth: Auth = "demo.admin") =>
  callRoute(getOne, { path: path(id), auth, params: { id: String(id) } });
const patch = (id: number | string, body: unknown, auth: Auth = "demo.admin") =>
  callRoute(PATCH, { method: "PATCH", path: path(id), body, auth, params: { id: String(id) } });
const remove = (id: number | string, auth: Auth = "demo.admin") =>
  callRoute(DELETE, { method: "DELETE", path: path(id), auth, params: { id: String(id) } });
const rotateSecret = (id: number | string, auth: Auth = "demo.admin") =>
  callRoute(rotate, { method: "POST", path: path(id, "/rotate-secret"), auth, params: { id: String(id) } });
const test = (id: number | string, auth: Auth = "demo.admin") =>
  callRoute(sendTest, { method: "POST", path: path(id, "/test"), auth, params: { id: String(id) } });
const subscriptionCount = () => db.webhookSubscription.count();

const saved = { ...process.env };
const restoreEnv = () => {
  for (const name of ["LOYALTY_MODE", "WEBHOOK_ALLOW_PRIVATE_TARGETS"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  // The test machine resolves no public names: hosts are checked only where a test turns production on.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
};

beforeAll(async () => {
  restoreEnv();
  OTHER_ADMIN = (await makeUser("hooks.admin300", 300, ["admin"])).auth;
  ORG_300_ADMIN = OTHER_ADMIN;
});
afterEach(restoreEnv);

describe("POST /v2/webhooks", () => {
  it("subscribes a URL and shows its secret once, sealed at rest and never in the audit", async () => {
    const res = await create({ url: URL_A, eventTypes: ["request.created", "vendor.created"], description: " CRM " });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      data: {
        id: expect.any(Number),
        url: URL_A,
        description: "CRM",
        eventTypes: ["request.created", "vendor.created"],
        status: "ENABLED",
        disabledReason: null,
        disabledAt: null,
        previousSecretUntil: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      warnings: [],
    });
    const { id } = res.body.data;
    const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id } });
    expect(row.orgId).toBe(100);
    expect(row.secret).not.toContain(res.body.secret.slice(6));
    expect(openWebhookSecret(row.secret, 100, id, "secret")).toBe(res.body.secret);
    // Shown once: no read answers it again.
    for (const again of [await read(id), await list()]) expect(JSON.stringify(again.body)).not.toContain("whsec_");
    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "webhook", entityId: String(id) } });
    expect(audit).toMatchObject({ action: "create", actorName: "demo.admin" });
    expect(JSON.parse(audit.changes)).toMatchObject({ secret: "changed", url: { before: null, after: URL_A } });
    expect(audit.changes).not.toContain(res.body.secret.slice(6));
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const before = await subscriptionCount();
    const ok = { url: URL_A, eventTypes: ["*"] };
    for (const [body, message] of [
      [{ eventTypes: ["*"] }, /url/],
      // Numbers are read as text, as the family reads every body (Jackson leniency): 42 is no URL.
      [{ ...ok, url: 42 }, /url must be an http/],
      [{ ...ok, url: { href: URL_A } }, /url must be a string/],
      [{ ...ok, url: "ftp://example.com/x" }, /http/],
      [{ ...ok, url: "https://user:pw@example.com/x" }, /user name or password/],
      [{ ...ok, url: `https://example.com/${"a".repeat(2048)}` }, /at most 2048/],
      [{ ...ok, eventTypes: "request.created" }, /eventTypes/],
      [{ ...ok, eventTypes: [] }, /at least one/],
      [{ ...ok, eventTypes: ["request.exploded"] }, /unknown event type/],
      [{ ...ok, eventTypes: ["webhook.test"] }, /unknown event type/],
      [{ ...ok, description: "d".repeat(501) }, /at most 500/],
      [{ ...ok, description: ["x"] }, /description must be a string/],
      [{ ...ok, secret: "whsec_mine" }, /secret: unknown field/],
      [[ok], /./],
    ] as const) {
      const res = await create(body);
      expectV2Error(res, 400, message);
    }
    expectV2Error(await callRouteRaw(POST, { path: "/v2/webhooks", auth: "demo.admin" }, "{not json"), 400, /JSON/);
    expectV2Error(await callRouteRaw(POST, { path: "/v2/webhooks", auth: "demo.admin" }, "x".repeat(9000)), 413);
    expect(await subscriptionCount()).toBe(before);
  });

  it("refuses callers without credentials (401) or without admin (403)", async () => {
    expect((await create({ url: URL_A, eventTypes: ["*"] }, null)).status).toBe(401);
    for (const user of ["demo.maker", "demo.checker", "demo.viewer"] as const) {
      expectV2Error(await create({ url: URL_A, eventTypes: ["*"] }, user), 403);
      expectV2Error(await list(user), 403);
    }
  });

  it(`allows at most ${MAX_WEBHOOKS_PER_ORG} subscriptions per organization`, async () => {
    const have = await db.webhookSubscription.count({ where: { orgId: 300 } });
    for (let n = have; n < MAX_WEBHOOKS_PER_ORG - 2; n += 1)
      expect((await create({ url: `${URL_A}/${n}`, eventTypes: ["*"] }, ORG_300_ADMIN)).status).toBe(200);
    // Concurrent creations for the last two places: exactly two get one.
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, n) => create({ url: `${URL_A}/race/${n}`, eventTypes: ["*"] }, ORG_300_ADMIN)),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expectV2Error(await create({ url: URL_A, eventTypes: ["*"] }, ORG_300_ADMIN), 409, /20 webhook/, 9803);
    expect(await db.webhookSubscription.count({ where: { orgId: 300 } })).toBe(MAX_WEBHOOKS_PER_ORG);
    // Another organization's count is its own.
    expect((await create({ url: URL_A, eventTypes: ["*"] })).status).toBe(200);
    await db.webhookSubscription.deleteMany({ where: { orgId: 300 } });
  });

  it("in production refuses a URL whose host is private, loopback, link-local or does not resolve", async () => {
    process.env.LOYALTY_MODE = "production";
    delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
    const before = await subscriptionCount();
    for (const url of [
      "http://127.0.0.1/hook",
      "http://10.1.2.3/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://localhost:8080/hook",
    ]) {
      const res = await create({ url, eventTypes: ["*"] });
      expectV2Error(res, 422, /webhooks are sent only to public hosts/, 9804);
    }
    expectV2Error(await create({ url: "https://no-such-host.invalid/hook", eventTypes: ["*"] }), 422, /resolve/, 9805);
    expect(await subscriptionCount()).toBe(before);
    // A public address is subscribed; a change to a private one is refused the same way.
    const made = await create({ url: "https://93.184.215.14/hook", eventTypes: ["*"] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expectV2Error(await patch(made.body.data.id, { url: "http://10.0.0.1/x" }), 422, undefined, 9804);
  });
});

describe("GET, PATCH, DELETE /v2/webhooks/{id}", () => {
  it("lists and reads the organization's subscriptions only", async () => {
    const mine = await create({ url: URL_A, eventTypes: ["customer.created"] });
    const theirs = await create({ url: URL_A, eventTypes: ["*"] }, OTHER_ADMIN);
    const listed = await list();
    expect(listed.status).toBe(200);
    const ids = listed.body.data.map((view: { id: number }) => view.id);
    expect(ids).toContain(mine.body.data.id);
    expect(ids).not.toContain(theirs.body.data.id);
    expect(await read(mine.body.data.id)).toMatchObject({ status: 200, body: { data: mine.body.data } });
    for (const id of [theirs.body.data.id, 999_999, "abc", "99999999999999"])
      expectV2Error(await read(id), 404, "Webhook subscription not found", 9801);
  });

  it("changes the fields given, disables and re-enables, and audits each change", async () => {
    const { id } = (await create({ url: URL_A, eventTypes: ["*"] })).body.data;
    const changed = await patch(id, {
      url: "https://hooks.example.com/v2",
      eventTypes: ["points.credited", "points.credited"],
      description: "moved",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      url: "https://hooks.example.com/v2",
      eventTypes: ["points.credited"],
      description: "moved",
    });
    const off = await patch(id, { enabled: false });
    expect(off.body.data).toMatchObject({
      status: "DISABLED",
      disabledReason: "admin",
      disabledAt: expect.any(String),
    });
    await db.webhookSubscription.update({
      where: { id },
      data: { disabledReason: "failing", failingSince: new Date() },
    });
    const on = await patch(id, { enabled: true });
    expect(on.body.data).toMatchObject({ status: "ENABLED", disabledReason: null, disabledAt: null });
    expect((await db.webhookSubscription.findUniqueOrThrow({ where: { id } })).failingSince).toBeNull();
    const actions = await db.auditEntry.findMany({
      where: { entity: "webhook", entityId: String(id) },
      orderBy: { seq: "asc" },
    });
    expect(actions.map((entry) => entry.action)).toEqual(["create", "update", "update", "update"]);
    expect(JSON.parse(actions[1].changes)).toMatchObject({ eventTypes: { before: "*", after: "points.credited" } });
  });

  it("refuses a bad change with 400, another organization's id with 404, a non-admin with 403", async () => {
    const { id } = (await create({ url: URL_A, eventTypes: ["*"] })).body.data;
    for (const [body, message] of [
      [{}, /at least one/],
      [{ enabled: "yes" }, /enabled must be true or false/],
      [{ enable: true }, /at least one/],
      [{ enable: true, description: "typo" }, /enable: unknown field/],
      [{ eventTypes: ["nope"] }, /unknown event type/],
      [{ description: "d".repeat(501) }, /at most 500/],
      [{ url: "not a url" }, /url must be/],
    ] as const)
      expectV2Error(await patch(id, body), 400, message);
    expectV2Error(
      await callRouteRaw(
        PATCH,
        { method: "PATCH", path: path(id), auth: "demo.admin", params: { id: String(id) } },
        "{",
      ),
      400,
      /JSON/,
    );
    expectV2Error(await patch(id, { description: "x" }, OTHER_ADMIN), 404, undefined, 9801);
    expectV2Error(await patch(id, { description: "x" }, "demo.maker"), 403);
    expect((await patch(id, { description: "x" }, null)).status).toBe(401);
    expect((await read(id)).body.data.description).toBe("");
  });

  it("deletes a subscription with its deliveries; another organization's is not found", async () => {
    const { id } = (await create({ url: URL_A, eventTypes: ["*"] })).body.data;
    expect((await test(id)).status).toBe(200);
    expectV2Error(await remove(id, OTHER_ADMIN), 404, undefined, 9801);
    expectV2Error(await remove(id, "demo.viewer"), 403);
    const res = await remove(id);
    expect(res).toMatchObject({ status: 200, body: { data: { id, deleted: true }, warnings: [] } });
    expect(await db.webhookDelivery.count({ where: { subscriptionId: id } })).toBe(0);
    expectV2Error(await read(id), 404, undefined, 9801);
    expectV2Error(await remove(id), 404, undefined, 9801);
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "webhook", entityId: String(id), action: "delete" },
    });
    expect(JSON.parse(audit.changes)).toMatchObject({ url: { before: URL_A, after: null } });
  });
});

describe("POST /v2/webhooks/{id}/rotate-secret", () => {
  it("shows a new secret once; the old one keeps signing for 24 hours", async () => {
    const made = await create({ url: URL_A, eventTypes: ["*"] });
    const { id } = made.body.data;
    const res = await rotateSecret(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.secret).toMatch(/^whsec_/);
    expect(res.body.secret).not.toBe(made.body.secret);
    const until = Date.parse(res.body.data.previousSecretUntil);
    expect(until).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id } });
    expect(openWebhookSecret(row.secret, 100, id, "secret")).toBe(res.body.secret);
    expect(openWebhookSecret(row.previousSecret ?? "", 100, id, "previousSecret")).toBe(made.body.secret);
    expect(row.previousUntil?.getTime()).toBe(until);
    expect(JSON.stringify((await read(id)).body)).not.toContain("whsec_");
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "webhook", entityId: String(id), action: "rotate" },
    });
    expect(JSON.parse(audit.changes)).toMatchObject({ secret: "changed" });
    for (const secret of [made.body.secret, res.body.secret]) expect(audit.changes).not.toContain(secret.slice(6));
  });

  it("refuses an unknown or another organization's id, and a non-admin", async () => {
    const { id } = (await create({ url: URL_A, eventTypes: ["*"] })).body.data;
    expectV2Error(await rotateSecret(id, OTHER_ADMIN), 404, undefined, 9801);
    expectV2Error(await rotateSecret(0), 404, undefined, 9801);
    expectV2Error(await rotateSecret(id, "demo.checker"), 403);
    expect((await rotateSecret(id, null)).status).toBe(401);
  });
});

describe("POST /v2/webhooks/{id}/test", () => {
  it("makes one webhook.test event delivered to this subscription only", async () => {
    const target = (await create({ url: URL_A, eventTypes: ["*"] })).body.data.id;
    const bystander = (await create({ url: URL_A, eventTypes: ["*"] })).body.data.id;
    const res = await test(target);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      eventId: expect.stringMatching(/^evt_/),
      eventType: "webhook.test",
      status: "PENDING",
      attempts: 0,
      nextAttemptAt: expect.any(String),
    });
    const event = await db.event.findUniqueOrThrow({ where: { publicId: res.body.data.eventId } });
    expect(event).toMatchObject({ orgId: 100, type: "webhook.test" });
    expect(JSON.parse(event.payload)).toEqual({
      type: "webhook.test",
      timestamp: expect.any(String),
      data: { webhookId: target, message: expect.any(String) },
    });
    const deliveries = await db.webhookDelivery.findMany({ where: { eventId: event.id } });
    expect(deliveries.map((delivery) => delivery.subscriptionId)).toEqual([target]);
    expect(await db.webhookDelivery.count({ where: { subscriptionId: bystander } })).toBe(0);
  });

  it("refuses a disabled subscription (409), another organization's (404) and a non-admin (403)", async () => {
    const { id } = (await create({ url: URL_A, eventTypes: ["*"] })).body.data;
    await patch(id, { enabled: false });
    expectV2Error(await test(id), 409, /disabled/, 9806);
    expectV2Error(await test(id, OTHER_ADMIN), 404, undefined, 9801);
    expectV2Error(await test(id, "demo.maker"), 403);
    expect(await db.webhookDelivery.count({ where: { subscriptionId: id } })).toBe(0);
  });
});
