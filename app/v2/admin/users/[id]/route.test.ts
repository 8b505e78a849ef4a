import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as LIST_LABELS } from "@/app/v2/labels/route.ts";
import { updateOrgUser } from "@/lib/admin/users/update-org-user.ts";
import { principalFromUser } from "@/lib/auth/principal.ts";
import { db } from "@/lib/db/client.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { auditCount, expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { userIdOf } from "@/scripts/test-harness/admin-user-actions.ts";
import { expectAdminOnly } from "@/scripts/test-harness/admin-refusals.ts";
import { GET, PATCH } from "./route.ts";

const read = (id: number | string, auth: Auth = "demo.admin") =>
  callRoute(GET, { path: `/v2/admin/users/${id}`, auth, params: { id: String(id) } });
const patch = (id: number | string, body: unknown, auth: Auth = "demo.admin") =>
  callRoute(PATCH, { method: "PATCH", path: `/v2/admin/users/${id}`, auth, body, params: { id: String(id) } });
const labelsAs = (auth: Auth) => callRoute(LIST_LABELS, { path: "/v2/labels", auth });
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const activeAdminsOf = async (orgId: number) =>
  (await db.user.findMany({ where: { orgId, kind: "USER", active: true } })).filter((u) =>
    u.access.split(" ").includes("admin"),
  ).length;

let adminId: number;
let dualMakerId: number;
let clientId: number;

beforeAll(async () => {
  adminId = await userIdOf("demo.admin");
  dualMakerId = await userIdOf("dual.maker");
  clientId = await userIdOf("demo-integration");
});

describe("GET /v2/admin/users/{id}", () => {
  it("answers one user of the organization", async () => {
    const res = await read(await userIdOf("demo.viewer"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: expect.objectContaining({ username: "demo.viewer", accessGroups: ["default"], status: "ACTIVE" }),
      warnings: [],
    });
  });

  it("answers 404 for another organization's user, an API client, an unknown or malformed id", async () => {
    for (const id of [dualMakerId, clientId, 999999, "abc", "0", "1e3", "99999999999"])
      expectV2Error(await read(id), 404, "User not found");
  });

  it("needs credentials (401) and the admin access group (403)", async () => {
    expectV2Error(await read(adminId, null), 401);
    expectV2Error(await read(adminId, "demo.maker"), 403);
  });
});

describe("PATCH /v2/admin/users/{id}", () => {
  it("changes access groups and display name, audited with before and after", async () => {
    const user = await makeUser("patch.groups", 100, ["default"]);
    const res = await patch(user.id, { accessGroups: ["requests.write", "default"], displayName: "Patched" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accessGroups: ["default", "requests.write"], displayName: "Patched" });
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "user", entityId: String(user.id), action: "update" },
    });
    expect(entry.actorName).toBe("demo.admin");
    expect(JSON.parse(entry.changes)).toEqual({
      accessGroups: { before: ["default"], after: ["default", "requests.write"] },
      displayName: { before: "patch.groups", after: "Patched" },
    });
    // The new group counts on the user's very next call.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).access).toBe("default requests.write");
  });

  it("leaves no entry for a change that changes nothing", async () => {
    const user = await makeUser("patch.same", 100, ["default", "points.read"]);
    const entries = await auditCount();
    const res = await patch(user.id, { accessGroups: ["points.read", "default"], status: "ACTIVE" });
    expect(res.status).toBe(200);
    expect(await auditCount()).toBe(entries);
  });

  it("deactivates: the user's next call is refused and its OAuth tokens end; reactivation lets it back", async () => {
    const user = await makeUser("patch.leaver", 100, ["default"]);
    await db.oAuthToken.create({
      data: {
        userId: user.id,
        tokenHash: sha256("leaver-token"),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    expect((await labelsAs(user.auth)).status).toBe(200);
    const off = await patch(user.id, { status: "DEACTIVATED" });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe("DEACTIVATED");
    expect((await labelsAs(user.auth)).status).toBe(401);
    expect(await db.oAuthToken.count({ where: { userId: user.id } })).toBe(0);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "user", entityId: String(user.id), action: "deactivate" },
    });
    expect(JSON.parse(entry.changes)).toEqual({ status: { before: "ACTIVE", after: "DEACTIVATED" } });
    const on = await patch(user.id, { status: "ACTIVE" });
    expect(on.body.data.status).toBe("ACTIVE");
    expect((await labelsAs(user.auth)).status).toBe(200);
    expect(await db.auditEntry.count({ where: { entityId: String(user.id), action: "reactivate" } })).toBe(1);
  });

  it("refuses changing one's own access groups or deactivating oneself with 403; one's own name may change", async () => {
    const entries = await auditCount();
    expectV2Error(await patch(adminId, { accessGroups: ["admin"] }), 403, /your own access groups/);
    expectV2Error(await patch(adminId, { status: "DEACTIVATED" }), 403, /deactivate yourself/);
    expectV2Error(await patch(adminId, { status: "DEACTIVATED", displayName: "X" }), 403);
    expect(await auditCount()).toBe(entries);
    const same = await patch(adminId, {
      accessGroups: ["requests.approve", "admin", "default", "points.read", "requests.write"],
      displayName: "Demo Admin",
    });
    expect(same.status).toBe(200);
    expect((await patch(adminId, { displayName: "Renamed Admin" })).body.data.displayName).toBe("Renamed Admin");
    await patch(adminId, { displayName: "Demo Admin" });
  });

  it("keeps the organization's last active admin: neither deactivated nor demoted (409)", async () => {
    const first = await makeUser("last.first", 302, ["admin"]);
    const second = await makeUser("last.second", 302, ["admin", "default"]);
    // An automation client holding admin may change users, but only users count as the organization's admins.
    const robot = await createUser(db, {
      orgId: 302,
      username: "last.robot",
      displayName: "Robot",
      password: "robot-secret-pw",
      access: ["admin"],
      kind: "API_CLIENT",
    });
    await db.oAuthToken.create({
      data: { userId: robot.id, tokenHash: sha256("robot-token"), expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const asRobot: Auth = { bearer: "robot-token" };
    expect((await patch(second.id, { accessGroups: ["default"] }, first.auth)).status).toBe(200);
    const entries = await auditCount();
    expectV2Error(await patch(first.id, { status: "DEACTIVATED" }, asRobot), 409, /last active administrator/);
    expectV2Error(await patch(first.id, { accessGroups: ["default"] }, asRobot), 409, /remove admin from it/);
    expect(await auditCount()).toBe(entries);
    expect(await activeAdminsOf(302)).toBe(1);
    // Another change of the last admin is fine; once a second admin exists, either may go.
    expect((await patch(first.id, { displayName: "Still here" }, asRobot)).status).toBe(200);
    expect((await patch(second.id, { accessGroups: ["admin"] }, asRobot)).status).toBe(200);
    expect((await patch(first.id, { status: "DEACTIVATED" }, asRobot)).status).toBe(200);
    expectV2Error(await patch(second.id, { status: "DEACTIVATED" }, asRobot), 409);
    // A deactivated admin does not count, and reactivating one is always allowed.
    expect((await patch(first.id, { status: "ACTIVE" }, asRobot)).status).toBe(200);
    expect(await activeAdminsOf(302)).toBe(2);
  });

  it("answers 404 for another organization's user, an API client and unknown ids, changing nothing", async () => {
    const entries = await auditCount();
    for (const id of [dualMakerId, clientId, 999999, "abc"])
      expectV2Error(await patch(id, { status: "DEACTIVATED" }), 404, "User not found");
    expect((await db.user.findUniqueOrThrow({ where: { id: dualMakerId } })).active).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: clientId } })).active).toBe(true);
    expect(await auditCount()).toBe(entries);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const user = await makeUser("patch.bad", 100, ["default"]);
    const entries = await auditCount();
    for (const [body, message] of [
      [{}, /at least one of/],
      [{ unknown: 1 }, /at least one of/],
      [{ status: "GONE" }, /ACTIVE or DEACTIVATED/],
      [{ status: true }, /status/],
      [{ accessGroups: [] }, /at least one/],
      [{ accessGroups: ["superuser"] }, /one of/],
      [{ accessGroups: "admin" }, /accessGroups/],
      [{ accessGroups: Array(50).fill("default") }, /at most/],
      [{ displayName: "n".repeat(101) }, /at most 100/],
      [{ displayName: "bad\u0000name" }, /./],
      [[{ status: "ACTIVE" }], /object/],
    ] as const)
      expectV2Error(await patch(user.id, body), 400, message);
    const raw = (rawBody: string, contentType?: string) =>
      callRouteRaw(
        PATCH,
        { method: "PATCH", path: `/v2/admin/users/${user.id}`, auth: "demo.admin", params: { id: String(user.id) } },
        rawBody,
        contentType,
      );
    expectV2Error(await raw("{"), 400, /Malformed JSON/);
    expectV2Error(await raw('{"status":"DEACTIVATED"}', "text/plain"), 415);
    expectV2Error(await raw(JSON.stringify({ displayName: "x", pad: "p".repeat(5000) })), 413);
    expect(await auditCount()).toBe(entries);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).active).toBe(true);
  });

  it("needs credentials (401) and the admin access group (403)", async () => {
    const user = await makeUser("patch.guarded", 100, ["default"]);
    await expectAdminOnly((auth) => patch(user.id, { status: "DEACTIVATED" }, auth));
    expectV2Error(await patch(user.id, { accessGroups: ["admin"] }, user.auth), 403);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).access).toBe("default");
  });
});

describe("two admins deactivating each other at once", () => {
  it("leaves exactly one active admin, every time", async () => {
    for (let round = 0; round < 4; round += 1) {
      const orgId = 200;
      await db.user.updateMany({ where: { orgId, access: { contains: "admin" } }, data: { active: false } });
      const a = await makeUser(`pair${round}.a`, orgId, ["admin"]);
      const b = await makeUser(`pair${round}.b`, orgId, ["admin"]);
      const principalOf = async (id: number) =>
        principalFromUser(await db.user.findUniqueOrThrow({ where: { id } }), "basic");
      const [pa, pb] = [await principalOf(a.id), await principalOf(b.id)];
      const outcomes = await Promise.allSettled([
        updateOrgUser(pa, b.id, { status: "DEACTIVATED" }),
        updateOrgUser(pb, a.id, { status: "DEACTIVATED" }),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
      expect(String(refused.reason)).toMatch(/last active administrator/);
      expect(await activeAdminsOf(orgId)).toBe(1);
    }
  });

  it("through the route as well: one answer is a refusal, and one admin stays active", async () => {
    const a = await makeUser("route.pair.a", 301, ["admin"]);
    const b = await makeUser("route.pair.b", 301, ["admin"]);
    const answers = await Promise.all([
      patch(b.id, { status: "DEACTIVATED" }, a.auth),
      patch(a.id, { status: "DEACTIVATED" }, b.auth),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused as the last admin, or, if the winner committed first, as no longer signed in.
    expect([401, 409]).toContain(statuses[1]);
    expect(await activeAdminsOf(301)).toBe(1);
  });
});
