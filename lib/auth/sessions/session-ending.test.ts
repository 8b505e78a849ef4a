import { describe, expect, it } from "vitest";
import { POST as RESET_PASSWORD } from "../../../app/v2/admin/users/[id]/reset-password/route.ts";
import { PATCH as PATCH_USER } from "../../../app/v2/admin/users/[id]/route.ts";
import { POST as CHANGE_PASSWORD } from "../../../app/v2/me/password/route.ts";
import { GET as V2_LABELS } from "../../../app/v2/labels/route.ts";
import { db } from "../../db/client.ts";
import { authOptions } from "../next-auth-options.ts";
import { callRoute, type CallOptions } from "../../../scripts/test-harness/call-route.ts";
import { postUserAction } from "../../../scripts/test-harness/admin-user-actions.ts";
import { makeUser, TEST_PASSWORD } from "../../../scripts/test-harness/admin-users.ts";
import { openConsoleSession } from "../../../scripts/test-harness/console-session.ts";

const labels = (headers: Record<string, string>) => callRoute(V2_LABELS, { path: "/v2/labels", headers });
const reasons = async (userId: number) =>
  (await db.userSession.findMany({ where: { userId }, orderBy: { createdAt: "asc" } })).map((row) => row.endedReason);
const patchUser = (id: number, body: unknown) =>
  callRoute(PATCH_USER, {
    method: "PATCH",
    path: `/v2/admin/users/${id}`,
    auth: "demo.admin",
    body,
    params: { id: String(id) },
  });
/** POST /v2/me/password by `caller`: a console session's headers, or Basic credentials. */
const changePassword = (caller: Pick<CallOptions, "auth" | "headers">, currentPassword = TEST_PASSWORD) =>
  callRoute(CHANGE_PASSWORD, {
    method: "POST",
    path: "/v2/me/password",
    ...caller,
    body: { currentPassword, newPassword: "Velvet-Harbor-Quantum-73" },
  });

let made = 0;
async function userWithTwoSessions() {
  const user = await makeUser(`ending.sessions${++made}`, 100, ["default"]);
  const a = await openConsoleSession(user.id, { createdAt: new Date(Date.now() - 2000) });
  const b = await openConsoleSession(user.id, { createdAt: new Date(Date.now() - 1000) });
  return { ...user, a, b };
}

describe("what ends a user's sessions", () => {
  it("deactivation ends them all; reactivation does not reopen them", async () => {
    const user = await userWithTwoSessions();
    const patch = (status: string) => patchUser(user.id, { status });
    expect((await patch("DEACTIVATED")).status).toBe(200);
    expect(await reasons(user.id)).toEqual(["deactivated", "deactivated"]);
    expect((await patch("ACTIVE")).status).toBe(200);
    expect((await labels(user.a.headers)).status).toBe(401);
  });

  it("a display-name change ends nothing", async () => {
    const user = await userWithTwoSessions();
    await patchUser(user.id, { displayName: "Renamed" });
    expect(await reasons(user.id)).toEqual([null, null]);
  });

  it("an admin's password reset ends them all", async () => {
    const user = await userWithTwoSessions();
    const res = await postUserAction(RESET_PASSWORD, "reset-password", user.id);
    expect(res.status).toBe(200);
    expect(await reasons(user.id)).toEqual(["password-changed", "password-changed"]);
  });

  it("changing one's own password in the console keeps the current session and ends the others", async () => {
    const user = await userWithTwoSessions();
    const res = await changePassword({ headers: user.b.headers });
    expect(res.status).toBe(200);
    expect(await reasons(user.id)).toEqual(["password-changed", null]);
    expect((await labels(user.b.headers)).status).toBe(200);
    expect((await labels(user.a.headers)).status).toBe(401);
  });

  it("a wrong current password ends nothing", async () => {
    const user = await userWithTwoSessions();
    const res = await changePassword({ headers: user.b.headers }, "not-the-password");
    expect(res.status).toBe(400);
    expect(await reasons(user.id)).toEqual([null, null]);
  });

  it("changing it over Basic ends every session", async () => {
    const user = await userWithTwoSessions();
    const res = await changePassword({ auth: user.auth });
    expect(res.status).toBe(200);
    expect(await reasons(user.id)).toEqual(["password-changed", "password-changed"]);
  });

  it("signing out ends the session the cookie names", async () => {
    const user = await userWithTwoSessions();
    await authOptions.events?.signOut?.({ token: { uid: user.id, sid: user.a.sid }, session: null as never });
    expect(await reasons(user.id)).toEqual(["signed-out", null]);
    await authOptions.events?.signOut?.({ token: { uid: user.id }, session: null as never });
    expect(await reasons(user.id)).toEqual(["signed-out", null]);
  });
});
