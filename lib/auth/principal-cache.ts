import { createHash } from "node:crypto";
import type { Principal } from "./principal.ts";

// Verified credentials (a Basic username and password, a bearer token) to their principal for a few
// seconds, so a client's stream of calls does not re-read its user row and access groups on every call.
// Keyed by a hash of the credential, never the credential itself. The sign-in throttle is still checked
// on every call before this cache is consulted, so a locked-out user is refused even with a cached
// password, and only a verification a caller waits for may clear failures (`verify(refresh)` tells it).
// Whatever changes a user's password, access groups or active flag must call forgetCachedPrincipals();
// another app instance sees such a change after at most TTL_MS.
//
// A busy client has many calls in flight: when its entry expired, every one of them ran the slow password
// hash at once, and the hashes queued on libuv's four threads stalled those calls for seconds (issue 13's
// p99). So one verification per credential runs at a time and its callers share the answer, and an entry
// used in its last REFRESH_AHEAD_MS is verified again in the background while it still answers.

const TTL_MS = 10_000;
const REFRESH_AHEAD_MS = 2_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  principal: Principal;
  until: number;
  /** A token's expiry: the entry never outlives it. */
  notAfter: number;
}

const entries = new Map<string, Entry>();
const verifying = new Map<string, Promise<VerifiedPrincipal | null>>();
/** Verifies a credential; `refresh` is true for the check that renews a live entry in the background. */
type Verify = (refresh: boolean) => Promise<VerifiedPrincipal | null>;
/** Bumped by forgetCachedPrincipals: a verification that began before a forget must not store its answer. */
let generation = 0;

export interface VerifiedPrincipal {
  principal: Principal;
  /** When the credential stops being valid regardless (a token's expiry); Infinity for a password. */
  notAfter: number;
}

export const credentialKey = (...parts: string[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64");

/**
 * The principal of a credential: from the cache while its entry lives, else from `verify`, run once for
 * all concurrent callers with that credential and remembered for TTL_MS. Null when `verify` refuses it.
 */
export async function principalThroughCache(key: string, verify: Verify): Promise<Principal | null> {
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.until > now) {
    if (entry.until - now < REFRESH_AHEAD_MS && entry.until < entry.notAfter)
      void verifyOnce(key, verify, true).catch(() => undefined);
    return entry.principal;
  }
  if (entry) entries.delete(key);
  return (await verifyOnce(key, verify, false))?.principal ?? null;
}

function verifyOnce(key: string, verify: Verify, refresh: boolean) {
  const running = verifying.get(key);
  if (running) return running;
  const startedIn = generation;
  const verification = verify(refresh)
    .then((verified) => {
      if (startedIn !== generation) return verified;
      if (verified) remember(key, verified);
      else entries.delete(key);
      return verified;
    })
    .finally(() => verifying.delete(key));
  verifying.set(key, verification);
  return verification;
}

function remember(key: string, { principal, notAfter }: VerifiedPrincipal): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { principal, until: Math.min(Date.now() + TTL_MS, notAfter), notAfter });
}

/** Drops every cached principal (of one user, or all): call after a password, access or active change. */
export function forgetCachedPrincipals(userId?: number): void {
  generation += 1;
  if (userId === undefined) return entries.clear();
  for (const [key, entry] of entries) if (entry.principal.userId === userId) entries.delete(key);
}
