import { describe, expect, it } from "vitest";
import { GET as V2_LABELS } from "@/app/v2/labels/route.ts";
import { generateOAuthToken } from "@/lib/auth/oauth-tokens.ts";
import { db } from "@/lib/db/client.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { openConsoleSession } from "@/scripts/test-harness/console-session.ts";
import { DELETE } from "./[id]/route.ts";
import { POST as END_OTHERS } from "./end-others/route.ts";
import { GET } from "./route.ts";

const FIREFOX_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0";

type Caller = { auth?: Auth; headers?: Record<string, string> };
const list = (caller: Caller) => callRoute(GET, { path: "/v2/me/sessions", ...caller });
const end = (id: string, caller: Caller) =>
  callRoute(DELETE, { method: "DELETE", path: `/v2/me/sessions/${id}`, params: { id }, ...caller });
const endOthers = (caller: Caller) =>
  callRoute(END_OTHERS, { method: "POST", path: "/v2/me/sessions/end-others", ...caller });
const labels = (headers: Record<string, string>) => callRoute(V2_LABELS, { path: "/v2/labels", headers });
const sessionEvents = (userId: number) =>
  db.securityEvent.findMany({ where: { userId, action: "session.ended" }, orderBy: { id: "asc" } });

let made = 0;
async function userWithSessions(count: number) {
  const user = await makeUser(`me.sessions${++made}`, 100, ["default"]);
  const sessions = [];
  for (let i = 0; i < count; i++)
    sessions.push(
      await openConsoleSession(user.id, {
        createdAt: new Date(Date.now() - (count - i) * 60_000),
        userAgent: i === 0 ? FIREFOX_MAC : undefined,
        ip: `10.0.0.${i + 1}`,
      }),
    );
  return { ...user, sessions };
}

describe("GET /v2/me/sessions", () => {
  it("lists the caller's open sessions newest first, marking the current one", async () => {
    const user = await userWithSessions(3);
    const [oldest, middle, newest] = user.sessions;
    await db.userSession.update({ where: { id: middle.sid }, data: { endedAt: new Date(), endedReason: "idle" } });
    const other = await userWithSessions(1);
    const res = await list({ headers: oldest.headers });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
    expect(res.body.data.map((s: { id: string }) => s.id)).toEqual([newest.sid, oldest.sid]);
    expect(res.body.data).not.toContainEqual(expect.objectContaining({ id: other.sessions[0].sid }));
    expect(res.body.data[1]).toEqual({
      id: oldest.sid,
      current: true,
      method: "password",
      secondFactor: false,
      device: "Firefox on macOS",
      userAgent: FIREFOX_MAC,
      ip: "10.0.0.1",
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(res.body.data[0]).toMatchObject({ current: false, device: "Chrome on Linux" });
  });

  it("leaves out sessions that lapsed but were not noticed yet", async () => {
    const user = await userWithSessions(1);
    const idle = await openConsoleSession(user.id, { lastSeenAt: new Date(Date.now() - 2 * 3_600_000) });
    const res = await list({ headers: user.sessions[0].headers });
    expect(res.body.data.map((s: { id: string }) => s.id)).not.toContain(idle.sid);
  });

  it("answers Basic callers too (no session is current), and refuses API clients and no credentials", async () => {
    const user = await userWithSessions(1);
    const res = await list({ auth: user.auth });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ id: user.sessions[0].sid, current: false })]);
    expectV2Error(await list({ auth: null }), 401);
  });

  it("may be called by a user who must still enrol a second factor", async () => {
    const user = await userWithSessions(1);
    await db.organization.update({ where: { id: 100 }, data: { mfaRequiredFor: "default" } });
    try {
      expect((await list({ headers: user.sessions[0].headers })).status).toBe(200);
      expect((await labels(user.sessions[0].headers)).status).toBe(403);
    } finally {
      await db.organization.update({ where: { id: 100 }, data: { mfaRequiredFor: "" } });
    }
  });
});

describe("DELETE /v2/me/sessions/{id}", () => {
  it("ends one of the caller's other sessions, which is refused from its next request", async () => {
    const user = await userWithSessions(2);
    const [a, b] = user.sessions;
    expect((await labels(a.headers)).status).toBe(200);
    const res = await end(a.sid, { headers: b.headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: a.sid, current: false }, warnings: [] });
    expect((await labels(a.headers)).status).toBe(401);
    expect((await labels(b.headers)).status).toBe(200);
    const row = await db.userSession.findUniqueOrThrow({ where: { id: a.sid } });
    expect(row.endedReason).toBe("ended-by-user");
    const events = await sessionEvents(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ path: "console", actorName: user.username, orgId: 100 });
    expect(JSON.parse(events[0].details)).toEqual({ sessions: 1, current: false });
  });

  it("ends the current session, which signs the caller out", async () => {
    const user = await userWithSessions(1);
    const [a] = user.sessions;
    const res = await end(a.sid, { headers: a.headers });
    expect(res.body.data).toEqual({ id: a.sid, current: true });
    expect((await labels(a.headers)).status).toBe(401);
  });

  it("answers 404 for another user's session (left open), an unknown, ended or malformed id", async () => {
    const user = await userWithSessions(2);
    const other = await userWithSessions(1);
    const foreignOrg = await makeUser(`me.sessions.dual${++made}`, 200, ["default"]);
    const foreign = await openConsoleSession(foreignOrg.id);
    await end(user.sessions[1].sid, { headers: user.sessions[0].headers });
    for (const id of [other.sessions[0].sid, foreign.sid, "unknown", user.sessions[1].sid, "a%2Fb", "x".repeat(300)])
      expectV2Error(await end(id, { headers: user.sessions[0].headers }), 404, "Session not found");
    expect((await labels(other.sessions[0].headers)).status).toBe(200);
    expect((await labels(foreign.headers)).status).toBe(200);
  });

  it("needs credentials", async () => {
    const user = await userWithSessions(1);
    expectV2Error(await end(user.sessions[0].sid, { auth: null }), 401);
  });
});

describe("POST /v2/me/sessions/end-others", () => {
  it("ends every open session of the caller but the current one", async () => {
    const user = await userWithSessions(3);
    const other = await userWithSessions(1);
    const [a, b, c] = user.sessions;
    const res = await endOthers({ headers: b.headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ended: 2 }, warnings: [] });
    expect((await labels(a.headers)).status).toBe(401);
    expect((await labels(c.headers)).status).toBe(401);
    expect((await labels(b.headers)).status).toBe(200);
    expect((await labels(other.sessions[0].headers)).status).toBe(200);
    expect(JSON.parse((await sessionEvents(user.id))[0].details)).toEqual({ sessions: 2, current: false });
    expect((await endOthers({ headers: b.headers })).body.data).toEqual({ ended: 0 });
    expect(await sessionEvents(user.id)).toHaveLength(1);
  });

  it("ends every session when called with Basic, and refuses no credentials", async () => {
    const user = await userWithSessions(2);
    expect((await endOthers({ auth: user.auth })).body.data).toEqual({ ended: 2 });
    expectV2Error(await endOthers({ auth: null }), 401);
  });

  it("refuses an API client (403) on every sessions operation", async () => {
    await createUser(db, {
      orgId: 100,
      username: "me.sessions.client",
      displayName: "Sessions client",
      password: "me-sessions-client-secret",
      access: ["default"],
      kind: "API_CLIENT",
    });
    const { accessToken } = await generateOAuthToken("me.sessions.client", "me-sessions-client-secret", "127.0.0.1");
    const auth: Auth = { bearer: accessToken };
    const refusal = /Only users have console sessions/;
    expectV2Error(await list({ auth }), 403, refusal);
    expectV2Error(await endOthers({ auth }), 403, refusal);
    expectV2Error(await end("whatever", { auth }), 403, refusal);
  });
});
