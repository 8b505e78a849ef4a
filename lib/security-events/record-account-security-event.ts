import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { logger } from "../logging/logger.ts";
import type { SecurityEventAction } from "./security-event-actions.ts";
import { insertSecurityEvent } from "./store/insert-security-event.ts";

/** A change to how someone signs in (second factor, passkey, session, single sign-on) and who made it. */
export interface AccountSecurityEvent {
  action: SecurityEventAction;
  /** The organization and user the event is about; null for a sign-in attempt that named nobody known. */
  orgId: number | null;
  userId: number | null;
  /** The username it is about (or as tried), at most 200 characters. */
  actorName: string;
  /** Where it happened: console, api, sso, passkey, … */
  path: string;
  ip: string;
  requestId?: string;
  /** Anything else worth knowing, never a secret: who did it for the user (an admin), which passkey, … */
  details?: Record<string, unknown>;
}

/** Principals acting on their own account: the event is about them, and by them. */
export function ownAccountEventFields(principal: Pick<Principal, "orgId" | "userId" | "username">) {
  return { orgId: principal.orgId, userId: principal.userId, actorName: principal.username };
}

/** Where a principal's call came from, as its event records it: the console (a session) or the API. */
export function callOriginEventFields(principal: Pick<Principal, "via" | "requestId">, ip: string) {
  return { path: principal.via === "session" ? "console" : "api", ip, requestId: principal.requestId };
}

/**
 * Written on its own, outside the caller's transaction, as sign-in events are: a lost event is logged with
 * what it said and never turns the caller's answer into a 500.
 */
export async function recordAccountSecurityEvent(event: AccountSecurityEvent): Promise<void> {
  const clean = (text: string) => text.replaceAll("\u0000", "\uFFFD");
  try {
    await insertSecurityEvent(db, {
      orgId: event.orgId,
      at: new Date(),
      action: event.action,
      path: event.path,
      actorName: clean(Array.from(event.actorName).slice(0, 200).join("")),
      userId: event.userId,
      ip: clean(event.ip),
      requestId: event.requestId ?? null,
      details: JSON.stringify(event.details ?? {}),
      lockoutKey: null,
    });
  } catch (error) {
    logger().error({ err: error, securityEvent: { ...event, details: undefined } }, "security event not recorded");
  }
}
