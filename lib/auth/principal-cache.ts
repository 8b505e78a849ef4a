import { createHash } from "node:crypto";
import type { Principal } from "./principal.ts";

// Verified Basic credentials (a username and password) for a few seconds, so a client's stream of calls
// does not pay the slow password hash on every call. Keyed by a hash of the credential, never the
// credential itself. An entry only says "this secret matched this stored hash": the caller still reads
// the user row on every call and refuses a deactivated, revoked or expired user at once, takes the access
// groups from that read, and checks again when the stored hash is no longer the one that matched (a
// changed password). The sign-in throttle is still checked on every call before this cache is consulted,
// so a locked-out user is refused even with a cached password, and only a verification a caller waits
// for may clear failures (`verify(refresh)` tells it).
//
// A busy client has many calls in flight: when its entry expired, every one of them ran the slow password
// hash at once, and the hashes queued on libuv's four threads stalled those calls for seconds (the bench's
// p99). So one verification per credential runs at a time and its callers share the answer, and an entry
// used in its last REFRESH_AHEAD_MS is verified again in the background while it still answers.

const TTL_MS = 10_000;
const REFRESH_AHEAD_MS = 2_000;
const MAX_ENTRIES = 5_000;

interface Entry extends VerifiedPrincipal {
  until: number;
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
  /** The stored password hash the secret matched, for the caller to compare with the user row it reads. */
  passwordHash?: string;
}

export const credentialKey = (...parts: string[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64");

/**
 * The principal of a credential: from the cache while its entry lives, else from `verify`, run once for
 * all concurrent callers with that credential and remembered for TTL_MS. Null when `verify` refuses it.
 */
export async function principalThroughCache(key: string, verify: Verify): Promise<Principal | null> {
  return (await verifiedThroughCache(key, verify))?.principal ?? null;
}

/** As principalThroughCache, with what the verification found (the hash it matched, its expiry). */
export async function verifiedThroughCache(key: string, verify: Verify): Promise<VerifiedPrincipal | null> {
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.until > now) {
    if (entry.until - now < REFRESH_AHEAD_MS && entry.until < entry.notAfter)
      void verifyOnce(key, verify, true).catch(() => undefined);
    return entry;
  }
  if (entry) entries.delete(key);
  return verifyOnce(key, verify, false);
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

function remember(key: string, verified: VerifiedPrincipal): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { ...verified, until: Math.min(Date.now() + TTL_MS, verified.notAfter) });
}

/** Drops one credential's entry (its user's stored hash changed): the next call verifies it again. */
export function forgetCredential(key: string): void {
  generation += 1;
  entries.delete(key);
}

/** Drops every cached principal (of one user, or all): call after a password, access or active change. */
export function forgetCachedPrincipals(userId?: number): void {
  generation += 1;
  if (userId === undefined) return entries.clear();
  for (const [key, entry] of entries) if (entry.principal.userId === userId) entries.delete(key);
}
