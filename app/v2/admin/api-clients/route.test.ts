import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { POST as generateToken } from "@/app/v3/oauth/token/generate/route.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import {
  expectAdminOnly,
  expectBodyRefusals,
  expectReplayOf,
  sendTwice,
} from "@/scripts/test-harness/admin-refusals.ts";
import { userForFile } from "@/scripts/test-harness/test-users.ts";
import { ACCESS_GROUPS } from "@/lib/auth/access-groups.ts";
import { GET as getOne, PATCH } from "./[id]/route.ts";
import { GET, POST } from "./route.ts";

const OTHER_ADMIN = userForFile("clients.admin200", 200, ["admin"]);
const list = (query = "", auth: Auth = "demo.admin") => callRoute(GET, { path: `/v2/admin/api-clients${query}`, auth });
const create = (body: unknown, auth: Auth = "demo.admin", headers?: Record<string, string>) =>
  callRoute(POST, { path: "/v2/admin/api-clients", body, auth, headers });
const read = (id: number | string, auth: Auth = "demo.admin") =>
  callRoute(getOne, { path: `/v2/admin/api-clients/${id}`, auth, params: { id: String(id) } });
const patch = (id: number | string, body: unknown, auth: Auth = "demo.admin") =>
  callRoute(PATCH, { method: "PATCH", path: `/v2/admin/api-clients/${id}`, body, auth, params: { id: String(id) } });
const token = (key: string, secret: string) =>
  callRoute(generateToken, { path: "/v3/oauth/token/generate", body: { key, secret } });
const clientCount = () => db.user.count({ where: { kind: "API_CLIENT" } });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("POST /v2/admin/api-clients", () => {
  it("creates a client with a generated key and a strong secret shown once, stored only hashed and audited", async () => {
    const expiresAt = inDays(30);
    const res = await create({ name: "  Till sync  ", accessGroups: ["points.read", "requests.write"], expiresAt });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      data: {
        id: expect.any(Number),
        key: expect.stringMatching(/^client-[a-z0-9]{20}$/),
        name: "Till sync",
        accessGroups: ["points.read", "requests.write"],
        expiresAt,
      },
      secret: expect.stringMatching(/^[\w-]{43}$/),
      warnings: [],
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ orgId: 100, kind: "API_CLIENT", username: res.body.data.key, active: true });
    expect(row.passwordHash).not.toContain(res.body.secret);
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "apiClient", entityId: String(row.id), action: "create" },
    });
    expect(audit.actorName).toBe("demo.admin");
    expect(JSON.parse(audit.changes)).toMatchObject({ secret: "changed", name: { before: null, after: "Till sync" } });
    expect(audit.changes).not.toContain(res.body.secret);
    // The secret gets a token at once, and the token reaches the client's operations.
    const issued = await token(res.body.data.key, res.body.secret);
    expect(issued.status).toBe(200);
    const used = await db.user.findUniqueOrThrow({ where: { id: row.id } });
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("gives each client its own key, and creates one without an expiry", async () => {
    const a = await create({ name: "A", accessGroups: ["default"] });
    const b = await create({ name: "A", accessGroups: ["default"] });
    expect(a.body.data.key).not.toBe(b.body.data.key);
    expect(a.body.secret).not.toBe(b.body.secret);
    expect(a.body.data.expiresAt).toBeNull();
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const count = await clientCount();
    for (const [body, message] of [
      [{ accessGroups: ["default"] }, /name/],
      [{ name: " ", accessGroups: ["default"] }, /name is required/],
      [{ name: "n".repeat(101), accessGroups: ["default"] }, /at most 100/],
      [{ name: false, accessGroups: ["default"] }, /name/],
      [{ name: "x" }, /accessGroups/],
      [{ name: "x", accessGroups: [] }, /accessGroups needs at least one access group/],
      [
        { name: "x", accessGroups: Array(ACCESS_GROUPS.length + 1).fill("default") },
        new RegExp(`(?<!holds )at most ${ACCESS_GROUPS.length} access groups`),
      ],
      [{ name: "x", accessGroups: ["superuser"] }, /access group/],
      [{ name: "x", accessGroups: "default" }, /accessGroups/],
      [{ name: "x", accessGroups: ["default"], expiresAt: "2020-01-01T00:00:00Z" }, /future/],
      [{ name: "x", accessGroups: ["default"], expiresAt: "tomorrow" }, /ISO 8601/],
      [{ name: "x", accessGroups: ["default"], expiresAt: inDays(4000) }, /days ahead/],
      [{ name: "x\u0000y", accessGroups: ["default"] }, /NUL|name/],
      [["x"], /object/],
    ] as const)
      expectV2Error(await create(body), 400, message);
    await expectBodyRefusals(
      POST,
      { path: "/v2/admin/api-clients" },
      {
        malformed: '{"name": ',
        valid: { name: "x", accessGroups: ["default"] },
        oversized: { name: "q".repeat(5000), accessGroups: ["default"] },
      },
    );
    expect(await clientCount()).toBe(count);
  });

  it("needs credentials (401) and the admin access group (403)", async () => {
    const count = await clientCount();
    await expectAdminOnly((auth) => create({ name: "x", accessGroups: ["default"] }, auth));
    expect(await clientCount()).toBe(count);
  });

  it("replays a repeated Idempotency-Key with the same secret, which is never kept in clear", async () => {
    const { first, again } = await sendTwice("clients-create-1", (withKey) =>
      create({ name: "Idem", accessGroups: ["default"] }, "demo.admin", withKey),
    );
    expectReplayOf(again, first);
    expect(await db.user.count({ where: { displayName: "Idem" } })).toBe(1);
    const stored = await db.idempotencyRecord.findFirstOrThrow({ where: { key: "clients-create-1" } });
    expect(stored.responseBody).not.toContain(first.body.secret);
  });
});

describe("GET /v2/admin/api-clients", () => {
  it("lists the organization's clients newest first with status, never a secret", async () => {
    const res = await list("?limit=200");
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ limit: 200, offset: 0, total: expect.any(Number) });
    const demo = res.body.data.find((c: JsonBody) => c.key === "demo-integration");
    expect(demo).toEqual({
      id: expect.any(Number),
      key: "demo-integration",
      name: "Demo Integration",
      accessGroups: ["default", "points.read", "requests.write"],
      expiresAt: null,
      status: "ACTIVE",
      lastUsedAt: null,
      expiresSoon: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const ids = res.body.data.map((c: JsonBody) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(JSON.stringify(res.body)).not.toMatch(/secret|passwordHash|scrypt/i);
    expect(res.body.data.every((c: JsonBody) => !String(c.key).startsWith("demo."))).toBe(true);
  });

  it("searches key and name case-insensitively, filters by status and pages", async () => {
    const soon = await create({ name: "Soon Ending", accessGroups: ["default"], expiresAt: inDays(3) });
    const expired = await create({ name: "Long Gone", accessGroups: ["default"] });
    await db.user.update({ where: { id: expired.body.data.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const found = await list("?q=soon%20ENDING");
    expect(found.body.data.map((c: JsonBody) => c.id)).toEqual([soon.body.data.id]);
    expect(found.body.data[0]).toMatchObject({ status: "ACTIVE", expiresSoon: true });
    expect((await list(`?q=${soon.body.data.key.toUpperCase()}`)).body.pagination.total).toBe(1);
    expect((await list("?q=%25")).body.pagination.total).toBe(0);
    const expiredOnes = await list("?status=EXPIRED");
    expect(expiredOnes.body.data.map((c: JsonBody) => c.id)).toEqual([expired.body.data.id]);
    expect(expiredOnes.body.data[0]).toMatchObject({ status: "EXPIRED", expiresSoon: false });
    const active = await list("?status=ACTIVE&limit=200");
    expect(active.body.data.some((c: JsonBody) => c.id === expired.body.data.id)).toBe(false);
    const page = await list("?limit=1&offset=1");
    expect(page.body.data).toHaveLength(1);
    expect(page.body.pagination.total).toBeGreaterThan(2);
  });

  it("refuses bad paging and filters, shows another organization nothing of this one's", async () => {
    for (const query of ["?limit=0", "?limit=201", "?limit=abc", "?offset=-1", "?status=LOST", `?q=${"q".repeat(101)}`])
      expectV2Error(await list(query), 400);
    const other = await list("", OTHER_ADMIN);
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ data: [], pagination: { limit: 50, offset: 0, total: 0 }, warnings: [] });
  });

  it("needs credentials (401) and the admin access group (403)", async () => {
    expectV2Error(await list("", null), 401);
    expectV2Error(await list("", "demo.maker"), 403);
  });
});

describe("GET and PATCH /v2/admin/api-clients/{id}", () => {
  let id: number;
  let key: string;
  let secret: string;
  beforeAll(async () => {
    const res = await create({ name: "Editable", accessGroups: ["default"] });
    ({ id, key } = res.body.data);
    secret = res.body.secret;
  });

  it("reads one client", async () => {
    const res = await read(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: expect.objectContaining({ id, key, name: "Editable", status: "ACTIVE" }),
      warnings: [],
    });
    expect(JSON.stringify(res.body)).not.toContain(secret);
  });

  it("answers 404 for another organization's client, a console user, an unknown id and a bad id", async () => {
    const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
    expectV2Error(await read(id, OTHER_ADMIN), 404, undefined, 9701);
    expectV2Error(await patch(id, { name: "Mine now" }, OTHER_ADMIN), 404, undefined, 9701);
    expectV2Error(await read(maker.id), 404, undefined, 9701);
    expectV2Error(await patch(maker.id, { name: "Client?" }), 404, undefined, 9701);
    expectV2Error(await read(999_999), 404, undefined, 9701);
    expectV2Error(await read("abc"), 404, undefined, 9701);
    expectV2Error(await read("99999999999"), 404, undefined, 9701);
    expect((await db.user.findUniqueOrThrow({ where: { id } })).displayName).toBe("Editable");
  });

  it("renames, changes access groups and expiry, audits before and after, and forgets cached access", async () => {
    const issued = await token(key, secret);
    const expiresAt = inDays(2);
    const res = await patch(id, { name: "Edited", accessGroups: ["points.read"], expiresAt });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "Edited",
      accessGroups: ["points.read"],
      expiresAt,
      expiresSoon: true,
    });
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "apiClient", entityId: String(id), action: "update" },
    });
    expect(JSON.parse(audit.changes)).toEqual({
      name: { before: "Editable", after: "Edited" },
      accessGroups: { before: "default", after: "points.read" },
      expiresAt: { before: null, after: expiresAt },
    });
    // The live token now ends no later than the client.
    const row = await db.oAuthToken.findFirstOrThrow({ where: { userId: id } });
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(new Date(expiresAt).getTime());
    expect(issued.status).toBe(200);
    const cleared = await patch(id, { expiresAt: null });
    expect(cleared.body.data).toMatchObject({ name: "Edited", expiresAt: null, expiresSoon: false });
  });

  it("refuses bad input, missing credentials and missing permission, and changes nothing", async () => {
    for (const [body, message] of [
      [{ name: "" }, /name is required/],
      [{ name: "n".repeat(101) }, /at most 100/],
      [{ accessGroups: ["root"] }, /access group/],
      [{ expiresAt: "2001-01-01T00:00:00+01:00" }, /future/],
      [{ expiresAt: 5 }, /expiresAt/],
    ] as const)
      expectV2Error(await patch(id, body), 400, message);
    const malformed = await callRoute(PATCH, {
      method: "PATCH",
      path: `/v2/admin/api-clients/${id}`,
      auth: "demo.admin",
      rawBody: "{",
      headers: { "content-type": "application/json" },
      params: { id: String(id) },
    });
    expectV2Error(malformed, 400, /Malformed JSON/);
    await expectAdminOnly((auth) => patch(id, { name: "x" }, auth));
    expectV2Error(await read(id, "demo.checker"), 403);
    expect((await db.user.findUniqueOrThrow({ where: { id } })).displayName).toBe("Edited");
  });

  it("lets no admin client change its own access groups", async () => {
    const admin = await create({ name: "Admin bot", accessGroups: ["admin"] });
    const issued = await token(admin.body.data.key, admin.body.secret);
    const bearer = { bearer: issued.body.data.accessToken as string };
    expectV2Error(await patch(admin.body.data.id, { accessGroups: ["default"] }, bearer), 403, undefined, 9703);
    expect((await patch(admin.body.data.id, { name: "Admin bot 2" }, bearer)).status).toBe(200);
    expect((await patch(id, { name: "Edited by bot" }, bearer)).status).toBe(200);
  });
});
