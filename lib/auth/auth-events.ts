// Authentication events, for the security events table (lib/security-events) and anything else that must
// know who tried to sign in. Every authentication path reports through recordAuthEvent.
import { recordSecurityEvent } from "../security-events/record-security-event.ts";
import { countLockout } from "../observability/throttle-metrics.ts";

/**
 * Which door was knocked on: Basic on an API route, a bearer token, token generation, console sign-in,
 * the current password given to change it, or a second-factor code (authentication or recovery code).
 */
export type AuthPath = "basic" | "bearer" | "oauth-token" | "console" | "password-change" | "second-factor";

export type AuthEvent = Traced<
  | { type: "auth.succeeded"; path: AuthPath; ip: string; username: string; userId: number; orgId: number }
  | { type: "auth.failed"; path: AuthPath; ip: string; username: string | null }
  /** Refused before any password check because the username or the IP is locked out. */
  | {
      type: "auth.throttled";
      path: AuthPath;
      ip: string;
      username: string | null;
      scope: "user" | "ip";
      retryAfterSeconds: number;
      /** When the lockout ends (epoch ms): every refusal of one lockout carries the same value. */
      lockedUntil: number;
    }
  | { type: "token.issued"; ip: string; username: string; userId: number; orgId: number; ttlSeconds: number }
>;

/** The request id (X-Cap-Requestid) of the call that authenticated, when there is one. */
type Traced<T> = T & { requestId?: string };

type AuthEventListener = (event: AuthEvent) => void | Promise<void>;
// Built in, so every route bundle's copy of this module (the console sign-in's included) reports to both.
const listeners = new Set<AuthEventListener>([recordSecurityEvent, countLockout]);

/** Subscribes to authentication events; returns the unsubscribe function. */
export function onAuthEvent(listener: AuthEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function recordAuthEvent(event: AuthEvent): Promise<void> {
  for (const listener of listeners) await listener(event);
}
