import "server-only";
import { db } from "../../db/client.ts";
import { principalFromUser, type Principal } from "../principal.ts";
import { mayAct, STANDING_FIELDS } from "../user-standing.ts";
import type { SessionEndReason } from "./end-sessions.ts";

// lastSeenAt is kept to the minute: most requests write nothing, and idleness is measured in minutes anyway.
const LAST_SEEN_RESOLUTION_MS = 60_000;

const SESSION_STANDING = {
  userId: true,
  createdAt: true,
  lastSeenAt: true,
  expiresAt: true,
  endedAt: true,
  user: {
    select: {
      ...STANDING_FIELDS,
      org: { select: { mfaRequiredFor: true, sessionIdleMinutes: true, sessionMaxHours: true } },
    },
  },
} as const;

interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * Why an open session is over at `now` under the organization's current settings, or null while it lives:
 * past its absolute expiry, past a lifetime an admin shortened since, or idle too long.
 */
export function sessionLapse(
  session: SessionTimes,
  org: { sessionIdleMinutes: number; sessionMaxHours: number },
  now: number,
): Extract<SessionEndReason, "idle" | "expired"> | null {
  const maxEnd = session.createdAt.getTime() + org.sessionMaxHours * 3_600_000;
  if (session.expiresAt.getTime() <= now || maxEnd <= now) return "expired";
  if (session.lastSeenAt.getTime() + org.sessionIdleMinutes * 60_000 <= now) return "idle";
  return null;
}

/**
 * The principal of a console session cookie's user id and session id, or null when the session is not an
 * open one of that user (ended, lapsed, unknown, missing) or the user may not act. One read joins the
 * session to the user's standing and the organization's session settings; a lapsed session is ended as
 * it is noticed, and lastSeenAt moves at most once a minute by a conditional write.
 */
export async function sessionPrincipal(uid: unknown, sid: unknown, now = Date.now()): Promise<Principal | null> {
  if (typeof uid !== "number" || typeof sid !== "string" || !sid || sid.length > 100) return null;
  const session = await db.userSession.findUnique({ where: { id: sid }, select: SESSION_STANDING });
  if (!session || session.userId !== uid || session.endedAt) return null;
  const { user } = session;
  const lapse = sessionLapse(session, user.org, now);
  if (lapse) {
    await db.userSession.updateMany({
      where: { id: sid, endedAt: null },
      data: { endedAt: new Date(now), endedReason: lapse },
    });
    return null;
  }
  if (!mayAct(user, now) || user.kind !== "USER") return null;
  await touchSession(sid, session.lastSeenAt, now);
  return {
    ...principalFromUser({ ...user, mfaRequiredFor: user.org.mfaRequiredFor }, "session"),
    sessionId: sid,
    signedInAt: session.createdAt,
  };
}

async function touchSession(sid: string, lastSeenAt: Date, now: number): Promise<void> {
  const dueBefore = new Date(now - LAST_SEEN_RESOLUTION_MS);
  if (lastSeenAt > dueBefore) return;
  await db.userSession.updateMany({
    where: { id: sid, endedAt: null, lastSeenAt: { lte: dueBefore } },
    data: { lastSeenAt: new Date(now) },
  });
}
