import { describe, expect, it } from "vitest";
import { GET as LABELS } from "@/app/v2/labels/route.ts";
import { GET as LIST_USERS } from "@/app/v2/admin/users/route.ts";
import { db } from "@/lib/db/client.ts";
import { auditCount, expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { postUserAction, userIdOf } from "@/scripts/test-harness/admin-user-actions.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { consoleHeaders, makeTotpUser } from "@/scripts/test-harness/second-factor.ts";
import { POST } from "./route.ts";

const reset = (id: number | string, auth: Auth = "demo.admin", headers?: Record<string, string>) =>
  postUserAction(POST, "reset-second-factor", id, { auth, headers });

describe("POST /v2/admin/users/{id}/reset-second-factor", () => {
  it("clears the app, recovery codes and passkeys, ends the sessions, audited; Basic works again", async () => {
    const user = await makeTotpUser("reset.factor");
    await db.passkey.create({
      data: { userId: user.id, credentialId: "cred-reset-factor", publicKey: "pk", name: "Laptop" },
    });
    await consoleHeaders(user);
    expect(await db.userSession.count({ where: { userId: user.id, endedAt: null } })).toBe(2);
    expect((await callRoute(LABELS, { path: "/v2/labels", auth: user.auth })).status).toBe(401);

    const res = await reset(user.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      data: expect.objectContaining({ id: user.id, username: "reset.factor", secondFactor: false }),
      warnings: [],
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      secondFactor: false,
      totpSecretEnc: null,
      totpPendingSecretEnc: null,
      totpConfirmedAt: null,
      totpLastStep: null,
    });
    expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.passkey.count({ where: { userId: user.id } })).toBe(0);
    const sessions = await db.userSession.findMany({ where: { userId: user.id } });
    expect(sessions.map((s) => s.endedReason)).toEqual(["second-factor-reset", "second-factor-reset"]);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "user", entityId: String(user.id), action: "reset-second-factor" },
    });
    expect(entry.actorName).toBe("demo.admin");
    expect(JSON.parse(entry.changes)).toMatchObject({
      secondFactor: { before: true, after: false },
      passkeys: { before: 1, after: 0 },
      totpSecret: "changed",
    });
    const event = await db.securityEvent.findFirstOrThrow({
      where: { userId: user.id, action: "second-factor.reset" },
    });
    expect(JSON.parse(event.details)).toMatchObject({ by: "demo.admin", passkeysRemoved: 1 });
    expect((await callRoute(LABELS, { path: "/v2/labels", auth: user.auth })).status).toBe(200);
  });

  it("shows secondFactor in the admin user list", async () => {
    const user = await makeTotpUser("listed.factor");
    const res = await callRoute(LIST_USERS, { path: "/v2/admin/users?limit=200", auth: "demo.admin" });
    expect(res.status).toBe(200);
    const rows = res.body.data as { username: string; secondFactor: boolean }[];
    expect(rows.find((r) => r.username === user.username)?.secondFactor).toBe(true);
    expect(rows.find((r) => r.username === "demo.maker")?.secondFactor).toBe(false);
  });

  it("refuses oneself (403), another organization's user, an API client or no user (404), non-admins (403)", async () => {
    const entries = await auditCount();
    expectV2Error(await reset(await userIdOf("demo.admin")), 403, /own second factor/);
    expectV2Error(await reset(await userIdOf("acme.maker")), 404, "User not found");
    expectV2Error(await reset(await userIdOf("demo-integration")), 404, "User not found");
    expectV2Error(await reset(999999), 404, "User not found");
    expectV2Error(await reset(await userIdOf("demo.viewer"), "demo.maker"), 403, /admin/);
    expectV2Error(await reset(await userIdOf("demo.viewer"), null), 401);
    const bad = await reset("abc");
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(await auditCount()).toBe(entries);
  });

  it("works on a user without a second factor (nothing to clear), and through the console session", async () => {
    const user = await makeUser("reset.plain", 100, ["default"]);
    const admin = { id: await userIdOf("demo.admin"), username: "demo.admin" };
    const res = await reset(user.id, null, await consoleHeaders(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.secondFactor).toBe(false);
  });
});
