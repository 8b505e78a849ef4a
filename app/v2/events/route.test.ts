import { beforeAll, describe, expect, it } from "vitest";
import { POST as generateToken } from "@/app/v3/oauth/token/generate/route.ts";
import { POST as createClient } from "@/app/v2/admin/api-clients/route.ts";
import { GET as listWebhooks, POST as createWebhook } from "@/app/v2/webhooks/route.ts";
import { POST as sendTest } from "@/app/v2/webhooks/[id]/test/route.ts";
import { dbProvider, db } from "@/lib/db/client.ts";
import { ormTransaction } from "@/lib/db/sql-transaction.ts";
import type { PublishedEvent } from "@/lib/events/event-types.ts";
import { publishEvents } from "@/lib/events/store/outbox-store.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { GET } from "./route.ts";

// The pull feed: paging by cursor, the types filter, refusals, retention, access, and (on PostgreSQL) a
// cursor that never skips an event a transaction still open commits later.

const ORG = 200;
// Generous: on a loaded machine another test's write transaction can hold the feed back for seconds.
const SETTLE_MS = 60_000;
let READER: Auth;
let ADMIN: Auth;
const feed = (query = "", auth: Auth = READER) => callRoute(GET, { path: `/v2/events${query}`, auth });
const publish = (orgId: number, events: PublishedEvent[]) => ormTransaction((tx) => publishEvents(tx, orgId, events));
const vendor = (marker: string): PublishedEvent => ({ type: "vendor.created", data: { marker } });
const labels = (marker: string): PublishedEvent => ({ type: "labels.changed", data: { marker } });
const markers = (body: JsonBody): string[] => body.data.map((item: { data: { marker: string } }) => item.data.marker);

/**
 * Reads from `after` until `count` events of `types` are there. On PostgreSQL the feed serves only events of
 * transactions older than every one still running, anywhere in the cluster, so another test's open
 * transaction can hold new events back for a moment.
 */
async function settle(after: string | null, types: string, count: number, auth: Auth = READER) {
  const query = `?limit=1000&types=${types}${after ? `&after=${after}` : ""}`;
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const res = await feed(query, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.data.length >= count || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The cursor after everything the organization has so far. */
async function tail(auth: Auth = READER): Promise<string | null> {
  const res = await feed("?limit=1000", auth);
  expect(res.status).toBe(200);
  return res.body.next;
}

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  READER = (await makeUser("feed.reader200", ORG, ["events.read"])).auth;
  ADMIN = (await makeUser("feed.admin200", ORG, ["admin"])).auth;
});

describe("GET /v2/events", { timeout: 2 * SETTLE_MS }, () => {
  it("pages over several pages in order, filtered by type, and keeps the cursor when nothing is new", async () => {
    const start = await tail();
    await publish(ORG, [vendor("v1"), labels("l1"), vendor("v2")]);
    await publish(ORG, [labels("l2"), vendor("v3"), vendor("v4")]);
    await publish(ORG, [vendor("v5"), labels("l3")]);
    const all = await settle(start, "vendor.created,labels.changed", 8);
    expect(markers(all)).toEqual(["v1", "l1", "v2", "l2", "v3", "v4", "v5", "l3"]);
    expect(all.data[0]).toEqual({
      id: expect.stringMatching(/^evt_[\w-]{22}$/),
      type: "vendor.created",
      timestamp: expect.any(String),
      data: { marker: "v1" },
    });

    const seen: string[] = [];
    let cursor = start;
    for (const expected of [["v1", "v2"], ["v3", "v4"], ["v5"]]) {
      const page = await feed(`?types=vendor.created&limit=2${cursor ? `&after=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      expect(markers(page.body)).toEqual(expected);
      expect(page.body.next).toEqual(expect.any(String));
      seen.push(...markers(page.body));
      cursor = page.body.next;
    }
    expect(seen).toEqual(["v1", "v2", "v3", "v4", "v5"]);
    const empty = await feed(`?types=vendor.created&limit=2&after=${cursor}`);
    expect(empty.body).toEqual({ data: [], next: cursor, warnings: [] });
    // The same page read again from the same cursor is the same.
    const again = await feed(`?types=labels.changed&limit=1&after=${start ?? ""}`);
    expect(markers(again.body)).toEqual(["l1"]);
  });

  it("serves only the caller's organization, and never the test pings", async () => {
    const start = await tail();
    await publish(300, [vendor("other-org")]);
    const created = await callRoute(createWebhook, {
      path: "/v2/webhooks",
      body: { url: "https://hooks.example.com/feed", eventTypes: ["*"] },
      auth: ADMIN,
    });
    expect(created.status).toBe(200);
    const id = String(created.body.data.id);
    const pinged = await callRoute(sendTest, {
      method: "POST",
      path: `/v2/webhooks/${id}/test`,
      auth: ADMIN,
      params: { id },
    });
    expect(pinged.status).toBe(200);
    await publish(ORG, [vendor("mine")]);
    const body = await settle(start, "vendor.created", 1);
    expect(markers(body)).toEqual(["mine"]);
    const everything = await feed(start ? `?after=${start}` : "");
    expect(everything.body.data.map((item: { type: string }) => item.type)).not.toContain("webhook.test");
    expect(JSON.stringify(everything.body)).not.toContain("other-org");
  });

  it("refuses a malformed or foreign cursor, an unknown type and a bad limit with 400", async () => {
    const good = Buffer.from("0.1").toString("base64url");
    for (const [query, message, code] of [
      ["?after=nonsense", /not a cursor this feed returned/, 9807],
      [`?after=${Buffer.from("1.2.3").toString("base64url")}`, /cursor/, 9807],
      [`?after=${Buffer.from("0.0").toString("base64url")}`, /cursor/, 9807],
      [`?after=${Buffer.from("00.1").toString("base64url")}`, /cursor/, 9807],
      [`?after=${good}=`, /cursor/, 9807],
      [`?after=${"a".repeat(101)}`, /cursor/, 400],
      ["?types=vendor.created,vendor.exploded", /unknown event type vendor.exploded/, 400],
      ["?types=webhook.test", /unknown event type webhook.test/, 400],
      ["?limit=0", /limit/, 400],
      ["?limit=1001", /limit/, 400],
      ["?limit=1e2", /limit/, 400],
    ] as const)
      expectV2Error(await feed(query), 400, message, code);
    await publish(ORG, [vendor("for-a-cursor")]);
    const real = (await settle(null, "vendor.created", 1)).next;
    expect((await feed(`?after=${real}&limit=1000`)).status).toBe(200);
    expectV2Error(await feed(`?after=${real}=`), 400, /cursor/, 9807);
  });

  it("does not serve events past the retention; an older cursor continues from the oldest kept", async () => {
    const old = await db.event.create({
      data: {
        publicId: "evt_retention_test_old_event",
        orgId: 500,
        type: "vendor.created",
        payload: JSON.stringify({
          type: "vendor.created",
          timestamp: "2020-01-01T00:00:00.000Z",
          data: { marker: "old" },
        }),
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
    });
    // Made after the old event: creating a user publishes user.created, which must come after it.
    const reader = (await makeUser("feed.reader500", 500, ["events.read"])).auth;
    await publish(500, [vendor("kept1"), vendor("kept2")]);
    const oldCursor = Buffer.from(`0.${old.id}`).toString("base64url");
    const body = await settle(null, "vendor.created", 2, reader);
    expect(markers(body)).toEqual(["kept1", "kept2"]);
    const fromOld = await feed(`?types=vendor.created&after=${oldCursor}`, reader);
    expect(markers(fromOld.body)).toEqual(["kept1", "kept2"]);
    // Once pruned, its cursor still continues from the oldest event kept.
    await db.event.delete({ where: { id: old.id } });
    const fromPruned = await feed(`?types=vendor.created&after=${oldCursor}`, reader);
    expect(markers(fromPruned.body)).toEqual(["kept1", "kept2"]);
  });

  it("refuses a well-formed cursor naming no event of the organization after the oldest kept", async () => {
    await publish(ORG, [vendor("known")]);
    const body = await settle(null, "vendor.created", 1);
    const [txOrder, id] = Buffer.from(body.next, "base64url").toString("utf8").split(".");
    const cursor = (position: string) => Buffer.from(position).toString("base64url");
    expect((await feed(`?after=${body.next}`)).status).toBe(200);
    for (const made of [`${txOrder}.${Number(id) + 1_000_000}`, `${BigInt(txOrder) + 1n}.${id}`])
      expectV2Error(await feed(`?after=${cursor(made)}`), 400, /not a cursor this feed returned/, 9807);
    // Another organization's cursor names no event of this one.
    const reader500 = (await makeUser("feed.other500", 500, ["events.read"])).auth;
    await publish(500, [vendor("theirs")]);
    const theirs = await feed("?limit=1000", reader500);
    expectV2Error(await feed(`?after=${theirs.body.next}`), 400, undefined, 9807);
  });

  it("is for events.read and admin: an events.read API client reads it but cannot manage webhooks", async () => {
    const client = await callRoute(createClient, {
      path: "/v2/admin/api-clients",
      body: { name: "Event poller", accessGroups: ["events.read"] },
      auth: "demo.admin",
    });
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    expect(client.body.data.accessGroups).toEqual(["events.read"]);
    const issued = await callRoute(generateToken, {
      path: "/v3/oauth/token/generate",
      body: { key: client.body.data.key, secret: client.body.secret },
    });
    const bearer: Auth = { bearer: issued.body.data.accessToken as string };
    expect((await feed("", bearer)).status).toBe(200);
    expectV2Error(await callRoute(listWebhooks, { path: "/v2/webhooks", auth: bearer }), 403);
    const subscribe = await callRoute(createWebhook, {
      path: "/v2/webhooks",
      body: { url: "https://hooks.example.com/x", eventTypes: ["*"] },
      auth: bearer,
    });
    expectV2Error(subscribe, 403);
    expect((await feed("", "demo.admin")).status).toBe(200);
    expectV2Error(await feed("", "demo.maker"), 403);
    expect((await feed("", null)).status).toBe(401);
  });

  if (dbProvider() === "postgresql")
    it("never skips an event a transaction open during a read commits afterwards", async () => {
      const start = await tail();
      let published!: () => void;
      let release!: () => void;
      const isPublished = new Promise<void>((resolve) => (published = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const open = ormTransaction(async (tx) => {
        await publishEvents(tx, ORG, [vendor("open")]);
        published();
        await released;
      });
      await isPublished;
      // Committed after the open transaction began: the feed must not hand out a cursor past it either.
      await publish(ORG, [vendor("later")]);
      const during = await feed(`?types=vendor.created${start ? `&after=${start}` : ""}`);
      expect(during.status).toBe(200);
      expect(markers(during.body)).toEqual([]);
      release();
      await open;
      const after = await settle(during.body.next, "vendor.created", 2);
      expect(markers(after)).toEqual(["open", "later"]);
    });
});
