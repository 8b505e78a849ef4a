import "server-only";
import { db } from "../../db/client.ts";
import { sessionsForUsersOnly } from "../../errors/catalogue.ts";
import type { Principal } from "../principal.ts";
import { sessionLapse } from "./session-standing.ts";
import { renderSession, SESSION_VIEW_SELECT, type SessionView } from "./session-view.ts";

/** How many open sessions a list shows at most: far more than anyone has, and a bound on the answer. */
const MAX_LISTED = 200;

/**
 * The caller's open sessions, newest first. A session that lapsed (idle, past its lifetime) but was not yet
 * noticed by a request is left out: it would be refused at its next request anyway.
 */
export async function listOwnSessions(principal: Principal): Promise<SessionView[]> {
  if (principal.kind !== "USER") throw sessionsForUsersOnly();
  const now = Date.now();
  const [org, rows] = await Promise.all([
    db.organization.findUniqueOrThrow({
      where: { id: principal.orgId },
      select: { sessionIdleMinutes: true, sessionMaxHours: true },
    }),
    db.userSession.findMany({
      where: { userId: principal.userId, orgId: principal.orgId, endedAt: null, expiresAt: { gt: new Date(now) } },
      select: SESSION_VIEW_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: MAX_LISTED,
    }),
  ]);
  return rows.filter((row) => !sessionLapse(row, org, now)).map((row) => renderSession(row, principal.sessionId));
}
