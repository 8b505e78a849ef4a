import "server-only";
import { db } from "../../db/client.ts";
import { sessionNotFound, sessionsForUsersOnly } from "../../errors/catalogue.ts";
import {
  callOriginEventFields,
  ownAccountEventFields,
  recordAccountSecurityEvent,
} from "../../security-events/record-account-security-event.ts";
import type { Principal } from "../principal.ts";

/** Where the call comes from, for the security event. */
export interface SessionCallOrigin {
  ip: string;
}

/**
 * The user ends one of their own open sessions (another user's, an ended or an unknown one is 404). Ending
 * the session the call came with signs the caller out: `current` tells the console to leave.
 */
export async function endOwnSession(
  principal: Principal,
  sessionId: string,
  origin: SessionCallOrigin,
): Promise<{ id: string; current: boolean }> {
  if (principal.kind !== "USER") throw sessionsForUsersOnly();
  const { count } = await db.userSession.updateMany({
    where: { id: sessionId, userId: principal.userId, orgId: principal.orgId, endedAt: null },
    data: { endedAt: new Date(), endedReason: "ended-by-user" },
  });
  if (count !== 1) throw sessionNotFound();
  const current = sessionId === principal.sessionId;
  await recordSessionsEnded(principal, origin, { sessions: 1, current });
  return { id: sessionId, current };
}

/** "Sign out other sessions": every open session of the caller but the one the call came with. */
export async function endOtherOwnSessions(principal: Principal, origin: SessionCallOrigin): Promise<{ ended: number }> {
  if (principal.kind !== "USER") throw sessionsForUsersOnly();
  const { count } = await db.userSession.updateMany({
    where: {
      userId: principal.userId,
      orgId: principal.orgId,
      endedAt: null,
      ...(principal.sessionId ? { id: { not: principal.sessionId } } : {}),
    },
    data: { endedAt: new Date(), endedReason: "ended-by-user" },
  });
  if (count > 0) await recordSessionsEnded(principal, origin, { sessions: count, current: false });
  return { ended: count };
}

function recordSessionsEnded(
  principal: Principal,
  origin: SessionCallOrigin,
  details: { sessions: number; current: boolean },
): Promise<void> {
  return recordAccountSecurityEvent({
    action: "session.ended",
    ...ownAccountEventFields(principal),
    ...callOriginEventFields(principal, origin.ip),
    details,
  });
}
