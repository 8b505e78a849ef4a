import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { verifyPassword } from "@/lib/auth/password.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { auditCount, expectV2Error, makeUser, userCount } from "@/scripts/test-harness/admin-users.ts";
import {
  expectAdminOnly,
  expectBodyRefusals,
  expectReplayOf,
  sendTwice,
} from "@/scripts/test-harness/admin-refusals.ts";
import { GET, POST } from "./route.ts";

const list = (query = "", auth: Auth = "demo.admin") =>
  callRoute(GET, { path: `/v2/admin/users${query ? `?${query}` : ""}`, auth });
const create = (body: unknown, auth: Auth = "demo.admin", headers?: Record<string, string>) =>
  callRoute(POST, { path: "/v2/admin/users", body, auth, headers });
const usernames = (body: JsonBody) => body.data.map((u: { username: string }) => u.username);

let dualAdmin: Auth;

beforeAll(async () => {
  dualAdmin = (await makeUser("list.dualadmin", 200, ["admin"])).auth;
  await makeUser("list.gone", 100, ["default"], "Gone Person");
  await db.user.update({ where: { username: "list.gone" }, data: { active: false } });
  await makeUser("list.percent", 100, ["default"], "100% Sure");
});

describe("GET /v2/admin/users", () => {
  it("lists the organization's users by username with groups, status and last sign-in, paged", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ limit: 50, offset: 0, total: 7 });
    expect(res.body.warnings).toEqual([]);
    expect(usernames(res.body)).toEqual([
      "demo.admin",
      "demo.auditor",
      "demo.checker",
      "demo.maker",
      "demo.viewer",
      "list.gone",
      "list.percent",
    ]);
    const admin = res.body.data[0];
    expect(admin).toEqual({
      id: expect.any(Number),
      username: "demo.admin",
      displayName: "Demo Admin",
      accessGroups: ["admin", "default", "points.read", "requests.approve", "requests.write"],
      status: "ACTIVE",
      mustChangePassword: false,
      secondFactor: false,
      // This very call signed demo.admin in with Basic, which ran the password check.
      lastSignInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // API clients (demo-integration) are not users.
    expect(JSON.stringify(res.body)).not.toContain("demo-integration");
    const page = await list("limit=2&offset=2");
    expect(usernames(page.body)).toEqual(["demo.checker", "demo.maker"]);
    expect(page.body.pagination).toEqual({ limit: 2, offset: 2, total: 7 });
  });

  it("searches username and display name case-insensitively, wildcards as text, and filters by status", async () => {
    expect(usernames((await list("q=DEMO.M")).body)).toEqual(["demo.maker"]);
    expect(usernames((await list("q=gone%20person")).body)).toEqual(["list.gone"]);
    expect(usernames((await list("q=%25")).body)).toEqual(["list.percent"]);
    expect(usernames((await list("q=_")).body)).toEqual([]);
    expect(usernames((await list("status=DEACTIVATED")).body)).toEqual(["list.gone"]);
    const gone = (await list("status=DEACTIVATED")).body.data[0];
    expect(gone.status).toBe("DEACTIVATED");
    expect((await list("status=ACTIVE")).body.pagination.total).toBe(6);
    expect((await list("status=")).body.pagination.total).toBe(7);
  });

  it("shows another organization's admin only that organization's users", async () => {
    expect(usernames((await list("", dualAdmin)).body)).toEqual(["dual.maker", "list.dualadmin"]);
  });

  it("refuses bad paging, status and search parameters with 400", async () => {
    for (const query of ["limit=0", "limit=201", "limit=abc", "offset=-1", "status=GONE", `q=${"x".repeat(101)}`])
      expectV2Error(await list(query), 400);
    expectV2Error(await list("q=a%00b"), 400);
  });

  it("needs credentials (401) and the admin access group (403)", async () => {
    expectV2Error(await list("", null), 401);
    expectV2Error(await list("", { basic: ["demo.admin", "wrong-password"] }), 401);
    expectV2Error(await list("", "demo.checker"), 403, /admin access group/);
  });
});

describe("POST /v2/admin/users", () => {
  it("creates a user with a one-time password shown once, stored hashed, to be changed first", async () => {
    const res = await create({ username: "new.person", accessGroups: ["default", "points.read", "default"] });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      data: {
        id: expect.any(Number),
        username: "new.person",
        displayName: "new.person",
        accessGroups: ["default", "points.read"],
        status: "ACTIVE",
        mustChangePassword: true,
        secondFactor: false,
        lastSignInAt: null,
        createdAt: expect.any(String),
      },
      oneTimePassword: expect.stringMatching(/^[\w]{5}(-[\w]{5}){3}$/),
      warnings: [],
    });
    const row = await db.user.findUniqueOrThrow({ where: { username: "new.person" } });
    expect(row).toMatchObject({ orgId: 100, kind: "USER", access: "default points.read", mustChangePassword: true });
    expect(row.passwordHash).not.toContain(res.body.oneTimePassword);
    expect(await verifyPassword(res.body.oneTimePassword, row.passwordHash)).toBe(true);
    // Listed now, but the password is not.
    const listed = await list("q=new.person");
    expect(listed.body.data[0]).toEqual(res.body.data);
    expect(JSON.stringify(listed.body)).not.toContain(res.body.oneTimePassword);
  });

  it("audits the creation by the admin, the password only as changed", async () => {
    const res = await create({ username: "audited.person", displayName: "Audited Person", accessGroups: ["default"] });
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "user", entityId: String(res.body.data.id), action: "create" },
    });
    expect(entry).toMatchObject({ orgId: 100, actorName: "demo.admin", actorKind: "USER" });
    expect(JSON.parse(entry.changes)).toEqual({
      username: { before: null, after: "audited.person" },
      displayName: { before: null, after: "Audited Person" },
      accessGroups: { before: null, after: ["default"] },
      status: { before: null, after: "ACTIVE" },
      mustChangePassword: { before: null, after: true },
      password: "changed",
    });
    expect(entry.changes).not.toContain(res.body.oneTimePassword);
  });

  it("creates in the caller's organization, names ignored fields in warnings", async () => {
    const res = await create({ username: "dual.new", accessGroups: ["admin"], orgId: 100 }, dualAdmin);
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([{ status: false, code: 9045, message: expect.stringContaining("orgId") }]);
    expect((await db.user.findUniqueOrThrow({ where: { username: "dual.new" } })).orgId).toBe(200);
  });

  it("refuses a taken username with 409, in this or another organization, writing nothing", async () => {
    const [users, entries] = [await userCount(), await auditCount()];
    expectV2Error(
      await create({ username: "demo.maker", accessGroups: ["default"] }),
      409,
      'The username "demo.maker" is taken.',
    );
    expectV2Error(await create({ username: "dual.maker", accessGroups: ["default"] }), 409);
    expectV2Error(await create({ username: " demo.maker ", accessGroups: ["default"] }), 409);
    expect([await userCount(), await auditCount()]).toEqual([users, entries]);
  });

  it("refuses bad input with 400 naming the field, writing nothing", async () => {
    const [users, entries] = [await userCount(), await auditCount()];
    for (const [body, message] of [
      [{ accessGroups: ["default"] }, /username/],
      [{ username: "no.groups" }, /accessGroups/],
      [{ username: "no.groups", accessGroups: [] }, /at least one/],
      [{ username: "bad.group", accessGroups: ["root"] }, /accessGroups\.0.*one of/],
      [{ username: "bad.group", accessGroups: "default" }, /accessGroups/],
      [{ username: ["a.list"], accessGroups: ["default"] }, /username/],
      [{ username: { nested: 1 }, accessGroups: ["default"] }, /username/],
      [{ username: "x".repeat(101), accessGroups: ["default"] }, /at most 100/],
      [{ username: "ab", accessGroups: ["default"] }, /at least 3/],
      [{ username: "has space", accessGroups: ["default"] }, /letters, digits/],
      [{ username: "nul\u0000name", accessGroups: ["default"] }, /./],
      [{ username: "long.display", accessGroups: ["default"], displayName: "d".repeat(101) }, /displayName/],
      [{ username: "blank.display", accessGroups: ["default"], displayName: "  " }, /displayName/],
      [["not", "an", "object"], /object/],
    ] as const)
      expectV2Error(await create(body), 400, message);
    await expectBodyRefusals(
      POST,
      { path: "/v2/admin/users" },
      {
        malformed: '{"username": ',
        valid: { username: "plain.text", accessGroups: ["default"] },
        oversized: { username: "big", accessGroups: ["default"], pad: "p".repeat(5000) },
      },
    );
    expect([await userCount(), await auditCount()]).toEqual([users, entries]);
  });

  it("needs credentials (401) and the admin access group (403), writing nothing", async () => {
    const users = await userCount();
    await expectAdminOnly((auth) => create({ username: "sneaky.one", accessGroups: ["admin"] }, auth));
    expect(await userCount()).toBe(users);
  });

  it("replays the answer to a repeated Idempotency-Key, creating one user, and refuses the key with another body", async () => {
    const { first, again, headers } = await sendTwice("create-user-once", (withKey) =>
      create({ username: "once.only", accessGroups: ["default"] }, "demo.admin", withKey),
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expectReplayOf(again, first);
    expect(await db.user.count({ where: { username: "once.only" } })).toBe(1);
    expectV2Error(await create({ username: "twice.not", accessGroups: ["default"] }, "demo.admin", headers), 422);
  });
});
