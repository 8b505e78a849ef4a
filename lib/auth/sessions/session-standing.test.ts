import { describe, expect, it } from "vitest";
import { GET as V2_LABELS } from "../../../app/v2/labels/route.ts";
import { db } from "../../db/client.ts";
import { createUser } from "../../users/create-user.ts";
import { callRoute } from "../../../scripts/test-harness/call-route.ts";
import {
  consoleHeaders,
  openConsoleSession,
  sessionCookieOf,
  type SessionOptions,
} from "../../../scripts/test-harness/console-session.ts";
import { sessionLapse, sessionPrincipal } from "./session-standing.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let made = 0;
async function makeUser(orgId = 100) {
  const username = `session.check${++made}`;
  const user = await createUser(db, {
    orgId,
    username,
    displayName: username,
    password: "session-check-password",
    access: ["default"],
  });
  return user.id;
}

const labels = (headers: Record<string, string>) => callRoute(V2_LABELS, { path: "/v2/labels", headers });

async function session(options: SessionOptions = {}) {
  const userId = await makeUser();
  return { userId, ...(await openConsoleSession(userId, options)) };
}

const ended = (sid: string) =>
  db.userSession.findUniqueOrThrow({ where: { id: sid }, select: { endedAt: true, endedReason: true } });

describe("the console session check", () => {
  it("accepts an open session of its user, with the session id on the principal", async () => {
    const { userId, sid, headers } = await session();
    const principal = await sessionPrincipal(userId, sid);
    expect(principal).toMatchObject({ userId, via: "session", sessionId: sid, kind: "USER" });
    expect((await labels(headers)).status).toBe(200);
  });

  it("refuses an ended session", async () => {
    const { userId, sid, headers } = await session();
    await db.userSession.update({ where: { id: sid }, data: { endedAt: new Date(), endedReason: "signed-out" } });
    expect(await sessionPrincipal(userId, sid)).toBeNull();
    expect((await labels(headers)).status).toBe(401);
  });

  it("refuses and ends a session idle longer than the organization allows", async () => {
    const { sid, headers } = await session({ lastSeenAt: new Date(Date.now() - 61 * MINUTE) });
    expect((await labels(headers)).status).toBe(401);
    expect(await ended(sid)).toMatchObject({ endedAt: expect.any(Date), endedReason: "idle" });
  });

  it("refuses and ends a session past its absolute expiry", async () => {
    const { sid, headers } = await session({ expiresAt: new Date(Date.now() - 1000) });
    expect((await labels(headers)).status).toBe(401);
    expect((await ended(sid)).endedReason).toBe("expired");
  });

  it("refuses a session older than a lifetime an admin shortened since it began", async () => {
    const orgId = 400;
    const userId = await makeUser(orgId);
    const { sid, headers } = await openConsoleSession(userId, {
      createdAt: new Date(Date.now() - 3 * HOUR),
      expiresAt: new Date(Date.now() + 5 * HOUR),
    });
    expect((await labels(headers)).status).toBe(200);
    await db.organization.update({ where: { id: orgId }, data: { sessionMaxHours: 2 } });
    try {
      expect((await labels(headers)).status).toBe(401);
      expect((await ended(sid)).endedReason).toBe("expired");
    } finally {
      await db.organization.update({ where: { id: orgId }, data: { sessionMaxHours: 8 } });
    }
  });

  it("takes a longer idle timeout into account", async () => {
    const orgId = 200;
    const userId = await makeUser(orgId);
    const { headers } = await openConsoleSession(userId, { lastSeenAt: new Date(Date.now() - 90 * MINUTE) });
    await db.organization.update({ where: { id: orgId }, data: { sessionIdleMinutes: 120 } });
    try {
      expect((await labels(headers)).status).toBe(200);
    } finally {
      await db.organization.update({ where: { id: orgId }, data: { sessionIdleMinutes: 60 } });
    }
  });

  it("counts a cookie without a session id (issued before sessions were kept) as signed out", async () => {
    const userId = await makeUser();
    expect((await labels(consoleHeaders(await sessionCookieOf({ uid: userId })))).status).toBe(401);
    expect(await sessionPrincipal(userId, undefined)).toBeNull();
  });

  it("refuses another user's session id, and an unknown one", async () => {
    const { sid } = await session();
    const otherUser = await makeUser();
    expect((await labels(consoleHeaders(await sessionCookieOf({ uid: otherUser, sid })))).status).toBe(401);
    expect((await labels(consoleHeaders(await sessionCookieOf({ uid: otherUser, sid: "unknown" })))).status).toBe(401);
    expect((await labels(consoleHeaders(await sessionCookieOf({ uid: otherUser, sid: "x".repeat(500) })))).status).toBe(
      401,
    );
  });

  it("refuses an open session of a deactivated user", async () => {
    const { userId, headers } = await session();
    await db.user.update({ where: { id: userId }, data: { active: false } });
    expect((await labels(headers)).status).toBe(401);
  });

  it("writes lastSeenAt at most once a minute", async () => {
    const fresh = await session();
    const seen = (await db.userSession.findUniqueOrThrow({ where: { id: fresh.sid } })).lastSeenAt;
    await sessionPrincipal(fresh.userId, fresh.sid, Date.now() + 30_000);
    expect((await db.userSession.findUniqueOrThrow({ where: { id: fresh.sid } })).lastSeenAt).toEqual(seen);
    const later = Date.now() + 2 * MINUTE;
    await sessionPrincipal(fresh.userId, fresh.sid, later);
    expect((await db.userSession.findUniqueOrThrow({ where: { id: fresh.sid } })).lastSeenAt.getTime()).toBe(later);
  });

  it("tells idle from expired", () => {
    const now = Date.now();
    const org = { sessionIdleMinutes: 60, sessionMaxHours: 8 };
    const base = {
      createdAt: new Date(now - HOUR),
      lastSeenAt: new Date(now - MINUTE),
      expiresAt: new Date(now + HOUR),
    };
    expect(sessionLapse(base, org, now)).toBeNull();
    expect(sessionLapse({ ...base, lastSeenAt: new Date(now - 60 * MINUTE) }, org, now)).toBe("idle");
    expect(sessionLapse({ ...base, expiresAt: new Date(now) }, org, now)).toBe("expired");
    expect(sessionLapse(base, { ...org, sessionMaxHours: 1 }, now)).toBe("expired");
  });
});
