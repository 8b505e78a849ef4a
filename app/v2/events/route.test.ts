import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as generateToken } from "@/app/v3/oauth/token/generate/route.ts";
import { createApiClient } from "@/scripts/test-harness/api-clients.ts";
import { GET as listWebhooks, POST as createWebhook } from "@/app/v2/webhooks/route.ts";
import { POST as sendTest } from "@/app/v2/webhooks/[id]/test/route.ts";
import { dbProvider, db } from "@/lib/db/client.ts";
import { ormTransaction } from "@/lib/db/sql-transaction.ts";
import type { PublishedEvent } from "@/lib/events/event-types.ts";
import { publishEvents } from "@/lib/events/store/outbox-store.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { GET } from "./route.ts";

// The pull feed: paging by cursor, the types filter, refusals, retention, access, and (on PostgreSQL) commit
// order: a cursor never skips an event a transaction still open commits later, and no transaction elsewhere on
// the server holds the feed back.

const ORG = 200;
let READER: Auth;
let ADMIN: Auth;
const feed = (query = "", auth: Auth = READER) => callRoute(GET, { path: `/v2/events${query}`, auth });
const publish = (orgId: number, events: PublishedEvent[]) => ormTransaction((tx) => publishEvents(tx, orgId, events));
const vendor = (marker: string): PublishedEvent => ({ type: "vendor.created", data: { marker } });
const labels = (marker: string): PublishedEvent => ({ type: "labels.changed", data: { marker } });
const markers = (body: JsonBody): string[] => body.data.map((item: { data: { marker: string } }) => item.data.marker);

/** The events of `types` after a cursor, up to 1000. */
async function read(after: string | null, types: string, auth: Auth = READER) {
  const res = await feed(`?limit=1000&types=${types}${after ? `&after=${after}` : ""}`, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
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

describe("GET /v2/events", () => {
  it("pages over several pages in order, filtered by type, and keeps the cursor when nothing is new", async () => {
    const start = await tail();
    await publish(ORG, [vendor("v1"), labels("l1"), vendor("v2")]);
    await publish(ORG, [labels("l2"), vendor("v3"), vendor("v4")]);
    await publish(ORG, [vendor("v5"), labels("l3")]);
    const all = await read(start, "vendor.created,labels.changed");
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
    const body = await read(start, "vendor.created");
    expect(markers(body)).toEqual(["mine"]);
    const everything = await feed(start ? `?after=${start}` : "");
    expect(everything.body.data.map((item: { type: string }) => item.type)).not.toContain("webhook.test");
    expect(JSON.stringify(everything.body)).not.toContain("other-org");
  });

  it("refuses a malformed or foreign cursor, an unknown type and a bad limit with 400", async () => {
    const cursor = (text: string) => Buffer.from(text).toString("base64url");
    for (const [query, message, code] of [
      ["?after=nonsense", /not a cursor this feed returned/, 9807],
      [`?after=${cursor("1.2")}`, /cursor/, 9807],
      [`?after=${cursor("0")}`, /cursor/, 9807],
      [`?after=${cursor("-1")}`, /cursor/, 9807],
      [`?after=${cursor("01")}`, /cursor/, 9807],
      [`?after=${cursor("1")}=`, /cursor/, 9807],
      // Beyond a 32-bit number: refused before it reaches the database.
      [`?after=${cursor("3000000000")}`, /not a cursor this feed returned/, 9807],
      [`?after=${cursor("2147483648")}`, /cursor/, 9807],
      [`?after=${cursor("99999999999999999999")}`, /cursor/, 9807],
      [`?after=${"a".repeat(101)}`, /cursor/, 400],
      ["?types=vendor.created,vendor.exploded", /unknown event type vendor.exploded/, 400],
      ["?types=webhook.test", /unknown event type webhook.test/, 400],
      ["?limit=0", /limit/, 400],
      ["?limit=1001", /limit/, 400],
      ["?limit=1e2", /limit/, 400],
    ] as const)
      expectV2Error(await feed(query), 400, message, code);
    await publish(ORG, [vendor("for-a-cursor")]);
    const real = (await read(null, "vendor.created")).next;
    expect((await feed(`?after=${real}&limit=1000`)).status).toBe(200);
    expectV2Error(await feed(`?after=${real}=`), 400, /cursor/, 9807);
  });

  it("does not serve events past the retention; an older cursor continues from the oldest kept", async () => {
    await publish(500, [vendor("old")]);
    const old = await db.event.findFirstOrThrow({ where: { orgId: 500 }, orderBy: { seq: "desc" } });
    await db.event.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 31 * 86_400_000) } });
    const reader = (await makeUser("feed.reader500", 500, ["events.read"])).auth;
    await publish(500, [vendor("kept1"), vendor("kept2")]);
    const oldCursor = Buffer.from(String(old.seq)).toString("base64url");
    const body = await read(null, "vendor.created", reader);
    expect(markers(body)).toEqual(["kept1", "kept2"]);
    const fromOld = await feed(`?types=vendor.created&after=${oldCursor}`, reader);
    expect(markers(fromOld.body)).toEqual(["kept1", "kept2"]);
    // Once pruned, its cursor still continues from the oldest event kept.
    await db.event.delete({ where: { id: old.id } });
    const fromPruned = await feed(`?types=vendor.created&after=${oldCursor}`, reader);
    expect(markers(fromPruned.body)).toEqual(["kept1", "kept2"]);
  });

  it("refuses a well-formed cursor beyond the organization's last event", async () => {
    await publish(ORG, [vendor("known")]);
    const last = Number(Buffer.from((await tail()) ?? "", "base64url").toString("utf8"));
    const cursor = (seq: number) => Buffer.from(String(seq)).toString("base64url");
    expect((await feed(`?after=${cursor(last)}`)).body).toEqual({ data: [], next: cursor(last), warnings: [] });
    for (const made of [last + 1, last + 1_000_000])
      expectV2Error(await feed(`?after=${cursor(made)}`), 400, /not a cursor this feed returned/, 9807);
    // An organization with fewer events than this cursor's number refuses it too.
    const reader301 = (await makeUser("feed.other301", 301, ["events.read"])).auth;
    expectV2Error(await feed(`?after=${cursor(last)}`, reader301), 400, undefined, 9807);
  });

  it("is for events.read and admin: an events.read API client reads it but cannot manage webhooks", async () => {
    const client = await createApiClient("Event poller", ["events.read"]);
    expect(client.accessGroups).toEqual(["events.read"]);
    const issued = await callRoute(generateToken, {
      path: "/v3/oauth/token/generate",
      body: { key: client.key, secret: client.secret },
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
    it("never skips an event a transaction open during a read commits afterwards: a later writer waits", async () => {
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
      // Numbered after the open transaction, so it cannot commit before it: it waits.
      let laterDone = false;
      const later = publish(ORG, [vendor("later")]).then(() => (laterDone = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(laterDone).toBe(false);
      const during = await read(start, "vendor.created");
      expect(markers(during)).toEqual([]);
      release();
      await Promise.all([open, later]);
      expect(markers(await read(during.next, "vendor.created"))).toEqual(["open", "later"]);
    });

  if (dbProvider() === "postgresql")
    it("serves a committed event at once while an unrelated transaction stays open on the server", async () => {
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query("BEGIN");
        await other.query("SELECT txid_current()");
        const start = await tail();
        await publish(ORG, [vendor("not held back")]);
        expect(markers(await read(start, "vendor.created"))).toEqual(["not held back"]);
      } finally {
        await other.query("ROLLBACK");
        await other.end();
      }
    });
});
