import "server-only";
import type { AuthEvent } from "../auth/auth-events.ts";
import { db } from "../db/client.ts";
import { logger } from "../logging/logger.ts";
import { pruneSecurityEventsHourly } from "./prune-security-events.ts";
import { SECURITY_EVENT_NAME_MAX, type SecurityEventAction } from "./security-event-actions.ts";
import { insertSecurityEvent, type SecurityEventRow } from "./store/insert-security-event.ts";

// Sign-ins and their refusals are security events, not changes of state: they go to their own prunable
// table, never to the organization's audit hash chain. An event is filed under the organization of the
// user it names (so its admins see attacks on their accounts); a name no user has belongs to no organization.

const ACTIONS: Record<AuthEvent["type"], SecurityEventAction> = {
  "auth.succeeded": "sign-in",
  "auth.failed": "sign-in.failed",
  "auth.throttled": "sign-in.throttled",
  "token.issued": "token.issued",
};

/**
 * The listener of every authentication event. A lost event must not turn the caller's 401 or 429 into a
 * 500, nor pass silently: a failed write is logged with what the event said, and the answer stands.
 */
export async function recordSecurityEvent(event: AuthEvent): Promise<void> {
  // Basic and bearer authenticate every API call: recording each success would add a write to every read.
  // A console sign-in opens a session, and token issuance has its own event.
  if (event.type === "auth.succeeded" && event.path !== "console") return;
  try {
    await insertSecurityEvent(db, await rowOf(event));
  } catch (error) {
    logger().error(
      {
        err: error,
        securityEvent: {
          action: ACTIONS[event.type],
          username: cappedName(event.username),
          ip: event.ip,
          requestId: event.requestId,
        },
      },
      "security event not recorded",
    );
    return;
  }
  // Not awaited: the hourly delete must not hold up the sign-in (or refusal) that happened to trigger it.
  void pruneSecurityEventsHourly(db).catch((error) => logger().error({ err: error }, "security events not pruned"));
}

async function rowOf(event: AuthEvent): Promise<SecurityEventRow> {
  const actorName = cappedName(event.username);
  const known = "orgId" in event ? { orgId: event.orgId, userId: event.userId } : await userNamed(event.username);
  return {
    orgId: known.orgId,
    at: new Date(),
    action: ACTIONS[event.type],
    path: "path" in event ? event.path : "oauth-token",
    actorName,
    userId: known.userId,
    ip: withoutNul(event.ip),
    requestId: event.requestId ?? null,
    details: JSON.stringify(detailsOf(event)),
    lockoutKey: event.type === "auth.throttled" ? lockoutKey(event, known.orgId) : null,
  };
}

function detailsOf(event: AuthEvent): Record<string, unknown> {
  if (event.type === "auth.throttled")
    return {
      scope: event.scope,
      retryAfterSeconds: event.retryAfterSeconds,
      lockedUntil: new Date(event.lockedUntil).toISOString(),
    };
  if (event.type === "token.issued") return { ttlSeconds: event.ttlSeconds };
  return {};
}

/**
 * Every refusal of one lockout carries the same end, so this key makes concurrent refusals (on any
 * instance) insert one row. Per organization too: an IP's lockout refuses names of several organizations,
 * and each one's admins see that it happened.
 */
function lockoutKey(event: Extract<AuthEvent, { type: "auth.throttled" }>, orgId: number | null) {
  const subject = event.scope === "user" ? cappedName(event.username).trim().toLowerCase() : event.ip;
  return `${event.scope}:${event.lockedUntil}:${orgId ?? "-"}:${subject}`;
}

async function userNamed(username: string | null) {
  // No user has a longer name or a NUL (which PostgreSQL refuses), and a 10 MB name is not worth a lookup.
  if (!username || username.length > SECURITY_EVENT_NAME_MAX || username.includes("\u0000"))
    return { orgId: null, userId: null };
  const user = await db.user.findUnique({ where: { username }, select: { id: true, orgId: true } });
  return { orgId: user?.orgId ?? null, userId: user?.id ?? null };
}

/** The name as tried, cut to 200 characters, with the NUL characters PostgreSQL refuses in text replaced. */
function cappedName(name: string | null): string {
  if (!name) return "";
  const cut = Array.from(name.slice(0, SECURITY_EVENT_NAME_MAX * 2)).slice(0, SECURITY_EVENT_NAME_MAX);
  return withoutNul(cut.join(""));
}

const withoutNul = (text: string) => text.replaceAll("\u0000", "\uFFFD");
