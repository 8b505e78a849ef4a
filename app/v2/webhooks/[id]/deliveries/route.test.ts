import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { ormTransaction } from "@/lib/db/sql-transaction.ts";
import { publishEvents } from "@/lib/events/store/outbox-store.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { POST as createRoute } from "../../route.ts";
import { PATCH } from "../route.ts";
import { GET as getOne } from "./[deliveryId]/route.ts";
import { POST as replayRoute } from "./[deliveryId]/replay/route.ts";
import { GET } from "./route.ts";

// A subscription's deliveries through the v2 API: the list and its cursor, one delivery with its attempts, replay.

let OTHER_ADMIN: Auth;
const create = async (eventTypes: string[], auth: Auth = "demo.admin") => {
  const res = await callRoute(createRoute, {
    path: "/v2/webhooks",
    body: { url: "https://hooks.example.com/d", eventTypes },
    auth,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};
const list = (id: number | string, query = "", auth: Auth = "demo.admin") =>
  callRoute(GET, { path: `/v2/webhooks/${id}/deliveries${query}`, auth, params: { id: String(id) } });
const read = (id: number | string, deliveryId: number | string, auth: Auth = "demo.admin") =>
  callRoute(getOne, {
    path: `/v2/webhooks/${id}/deliveries/${deliveryId}`,
    auth,
    params: { id: String(id), deliveryId: String(deliveryId) },
  });
const replay = (id: number | string, deliveryId: number | string, auth: Auth = "demo.admin") =>
  callRoute(replayRoute, {
    method: "POST",
    path: `/v2/webhooks/${id}/deliveries/${deliveryId}/replay`,
    auth,
    params: { id: String(id), deliveryId: String(deliveryId) },
  });
const publish = (orgId: number, count: number) =>
  ormTransaction((tx) =>
    publishEvents(
      tx,
      orgId,
      Array.from({ length: count }, (_, n) => ({ type: "vendor.created" as const, data: { id: n } })),
    ),
  );

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  OTHER_ADMIN = (await makeUser("deliveries.admin300", 300, ["admin"])).auth;
});

describe("GET /v2/webhooks/{id}/deliveries", () => {
  it("pages newest first with a cursor and filters by status", async () => {
    const id = await create(["vendor.created"]);
    await publish(100, 5);
    const rows = await db.webhookDelivery.findMany({ where: { subscriptionId: id }, orderBy: { id: "desc" } });
    expect(rows).toHaveLength(5);
    await db.webhookDelivery.update({ where: { id: rows[1].id }, data: { status: "DELIVERED", attempts: 1 } });

    const first = await list(id, "?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.data.map((d: { id: number }) => d.id)).toEqual([rows[0].id, rows[1].id]);
    expect(first.body.data[0]).toEqual({
      id: rows[0].id,
      eventId: expect.stringMatching(/^evt_/),
      eventType: "vendor.created",
      status: "PENDING",
      attempts: 0,
      lastResponseStatus: null,
      lastAttemptAt: null,
      nextAttemptAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const second = await list(id, `?limit=2&cursor=${first.body.next}`);
    expect(second.body.data.map((d: { id: number }) => d.id)).toEqual([rows[2].id, rows[3].id]);
    const third = await list(id, `?limit=2&cursor=${second.body.next}`);
    expect(third.body).toEqual({ data: [expect.objectContaining({ id: rows[4].id })], next: null, warnings: [] });

    const delivered = await list(id, "?status=DELIVERED");
    expect(delivered.body.data.map((d: { id: number }) => d.id)).toEqual([rows[1].id]);
  });

  it("refuses a bad query (400), another organization's subscription (404) and a non-admin (403)", async () => {
    const id = await create(["*"]);
    for (const [query, message, code] of [
      ["?status=LOST", /status must be/, 400],
      ["?limit=0", /limit/, 400],
      ["?limit=201", /limit/, 400],
      ["?limit=ten", /limit/, 400],
      ["?cursor=not-a-cursor", /cursor/, 9808],
      [`?cursor=${Buffer.from("d0").toString("base64url")}`, /cursor/, 9808],
      [`?cursor=${Buffer.from("d2147483648").toString("base64url")}`, /cursor/, 9808],
      [`?cursor=${Buffer.from("d999999999999999").toString("base64url")}`, /cursor/, 9808],
      [`?cursor=${"A".repeat(41)}`, /cursor/, 400],
    ] as const)
      expectV2Error(await list(id, query), 400, message, code);
    expectV2Error(await list(id, "", OTHER_ADMIN), 404, undefined, 9801);
    expectV2Error(await list(999_999), 404, undefined, 9801);
    expectV2Error(await list(id, "", "demo.maker"), 403);
    expect((await list(id, "", null)).status).toBe(401);
  });
});

describe("GET /v2/webhooks/{id}/deliveries/{deliveryId}", () => {
  it("answers the delivery with each attempt's request and response", async () => {
    const id = await create(["vendor.created"]);
    await publish(100, 1);
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { subscriptionId: id } });
    const at = new Date();
    await db.webhookAttempt.createMany({
      data: [
        {
          deliveryId: delivery.id,
          orgId: 100,
          at,
          durationMs: 12,
          requestHeaders: JSON.stringify({ "webhook-id": "evt_x" }),
          requestBody: "{}",
          responseStatus: 500,
          responseHeaders: JSON.stringify({ "content-type": "text/plain" }),
          responseBody: "oops",
        },
        {
          deliveryId: delivery.id,
          orgId: 100,
          at,
          durationMs: 10_000,
          requestHeaders: "{}",
          requestBody: "{}",
          error: "timeout",
        },
      ],
    });
    const res = await read(id, delivery.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: delivery.id, eventType: "vendor.created", status: "PENDING" });
    expect(res.body.data.attempts).toEqual([
      {
        id: expect.any(Number),
        at: at.toISOString(),
        durationMs: 12,
        requestHeaders: { "webhook-id": "evt_x" },
        requestBody: "{}",
        responseStatus: 500,
        responseHeaders: { "content-type": "text/plain" },
        responseBody: "oops",
        error: null,
      },
      expect.objectContaining({ responseStatus: null, error: "timeout", responseHeaders: {} }),
    ]);
  });

  it("refuses a delivery of another subscription or organization, and unknown ids (404)", async () => {
    const id = await create(["vendor.created"]);
    const other = await create(["vendor.created"]);
    await publish(100, 1);
    const mine = await db.webhookDelivery.findFirstOrThrow({ where: { subscriptionId: id } });
    expectV2Error(await read(other, mine.id), 404, "Webhook delivery not found", 9802);
    expectV2Error(await read(id, 999_999), 404, undefined, 9802);
    expectV2Error(await read(id, "x"), 404, undefined, 9802);
    expectV2Error(await read(id, mine.id, OTHER_ADMIN), 404, undefined, 9801);
    expectV2Error(await read(id, mine.id, "demo.checker"), 403);
  });
});

describe("POST /v2/webhooks/{id}/deliveries/{deliveryId}/replay", () => {
  it("makes the same delivery due now with its schedule started again, keeping its event id and attempts", async () => {
    const id = await create(["vendor.created"]);
    await publish(100, 1);
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { subscriptionId: id } });
    const event = await db.event.findUniqueOrThrow({ where: { id: delivery.eventId } });
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        status: "FAILED",
        attempts: 8,
        nextAttemptAt: null,
        lastResponseStatus: 500,
        lockedUntil: new Date(Date.now() + 60_000),
        lockedBy: "worker-1",
      },
    });
    await db.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        orgId: 100,
        at: new Date(),
        durationMs: 5,
        requestHeaders: "{}",
        requestBody: "{}",
      },
    });
    // A live lease: an attempt is in flight, and taking its lease would send it twice.
    expectV2Error(await replay(id, delivery.id), 409, /attempt of this delivery is in progress/, 9809);
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: "FAILED",
      lockedBy: "worker-1",
    });
    // The lease ran out (its instance died): the replay goes ahead.
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    const before = Date.now();
    const res = await replay(id, delivery.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: delivery.id, eventId: event.publicId, status: "PENDING", attempts: 8 });
    const row = await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({
      status: "PENDING",
      attempts: 8,
      scheduleFrom: 8,
      lockedUntil: null,
      lockedBy: null,
      eventId: event.id,
    });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await db.webhookDelivery.count({ where: { subscriptionId: id } })).toBe(1);
    expect(await db.webhookAttempt.count({ where: { deliveryId: delivery.id } })).toBe(1);
  });

  it("refuses a disabled subscription (409), others' deliveries (404) and a non-admin (403)", async () => {
    const id = await create(["vendor.created"]);
    await publish(100, 1);
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { subscriptionId: id } });
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "FAILED", nextAttemptAt: null } });
    const off = await callRoute(PATCH, {
      method: "PATCH",
      path: `/v2/webhooks/${id}`,
      body: { enabled: false },
      auth: "demo.admin",
      params: { id: String(id) },
    });
    expect(off.status).toBe(200);
    expectV2Error(await replay(id, delivery.id), 409, /disabled; enable it before you replay/, 9806);
    expectV2Error(await replay(id, delivery.id, OTHER_ADMIN), 404, undefined, 9801);
    expectV2Error(await replay(id, 999_999), 404, undefined, 9802);
    expectV2Error(await replay(id, delivery.id, "demo.maker"), 403);
    expect((await replay(id, delivery.id, null)).status).toBe(401);
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe("FAILED");
  });
});
