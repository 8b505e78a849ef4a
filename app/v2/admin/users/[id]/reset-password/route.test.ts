import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as LIST_LABELS } from "@/app/v2/labels/route.ts";
import { verifyPassword } from "@/lib/auth/password.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { auditCount, expectV2Error, makeUser, TEST_PASSWORD } from "@/scripts/test-harness/admin-users.ts";
import { postUserAction, userIdOf } from "@/scripts/test-harness/admin-user-actions.ts";
import { expectAdminOnly, sendTwice } from "@/scripts/test-harness/admin-refusals.ts";
import { POST } from "./route.ts";

const reset = (id: number | string, auth: Auth = "demo.admin", headers?: Record<string, string>) =>
  postUserAction(POST, "reset-password", id, { auth, headers });
const labelsAs = (auth: Auth) => callRoute(LIST_LABELS, { path: "/v2/labels", auth });

describe("POST /v2/admin/users/{id}/reset-password", () => {
  it("gives a new one-time password, once: the old password and the user's tokens stop working", async () => {
    const user = await makeUser("reset.me", 100, ["default"]);
    await db.oAuthToken.create({
      data: {
        userId: user.id,
        tokenHash: createHash("sha256").update("reset-token").digest("hex"),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    expect((await labelsAs(user.auth)).status).toBe(200);
    const res = await reset(user.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      data: expect.objectContaining({ id: user.id, username: "reset.me", mustChangePassword: true, status: "ACTIVE" }),
      oneTimePassword: expect.stringMatching(/^[\w]{5}(-[\w]{5}){3}$/),
      warnings: [],
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(res.body.oneTimePassword, row.passwordHash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, row.passwordHash)).toBe(false);
    expect((await labelsAs(user.auth)).status).toBe(401);
    expect(await db.oAuthToken.count({ where: { userId: user.id } })).toBe(0);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "user", entityId: String(user.id), action: "reset-password" },
    });
    expect(entry.actorName).toBe("demo.admin");
    expect(JSON.parse(entry.changes)).toEqual({
      mustChangePassword: { before: false, after: true },
      password: "changed",
    });
    expect(entry.changes).not.toContain(res.body.oneTimePassword);
    // A second reset gives another password.
    expect((await reset(user.id)).body.oneTimePassword).not.toBe(res.body.oneTimePassword);
  });

  it("refuses one's own reset with 403, pointing at /v2/me/password", async () => {
    const entries = await auditCount();
    expectV2Error(await reset(await userIdOf("demo.admin")), 403, /POST \/v2\/me\/password/);
    expect(await auditCount()).toBe(entries);
  });

  it("answers 404 for another organization's user, an API client and unknown ids, changing nothing", async () => {
    const entries = await auditCount();
    const dual = await db.user.findUniqueOrThrow({ where: { username: "dual.maker" } });
    for (const id of [dual.id, await userIdOf("demo-integration"), 999999, "x1", "-1"])
      expectV2Error(await reset(id), 404, "User not found");
    expect((await db.user.findUniqueOrThrow({ where: { id: dual.id } })).passwordHash).toBe(dual.passwordHash);
    expect(await auditCount()).toBe(entries);
  });

  it("needs credentials (401) and the admin access group (403)", async () => {
    const user = await makeUser("reset.guarded", 100, ["default"]);
    const entries = await auditCount();
    await expectAdminOnly((auth) => reset(user.id, auth));
    expectV2Error(await reset(user.id, user.auth), 403);
    expect(await auditCount()).toBe(entries);
    expect((await labelsAs(user.auth)).status).toBe(200);
  });

  it("replays an Idempotency-Key's answer instead of resetting again", async () => {
    const user = await makeUser("reset.once", 100, ["default"]);
    const { first, again } = await sendTwice("reset-once", (withKey) => reset(user.id, "demo.admin", withKey));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.oneTimePassword).toBe(first.body.oneTimePassword);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(first.body.oneTimePassword, row.passwordHash)).toBe(true);
  });
});
