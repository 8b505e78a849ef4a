import { createHash } from "node:crypto";
import type { Principal } from "./principal.ts";

// Verified credentials (a Basic username and password, a bearer token) to their principal for a few
// seconds, so a client's stream of calls does not re-read its user row and access groups on every call.
// Keyed by a hash of the credential, never the credential itself. The sign-in throttle is still checked
// on every call before this cache is consulted, so a locked-out user is refused even with a cached
// password. Whatever changes a user's password, access groups or active flag must call
// forgetCachedPrincipals(); another app instance sees such a change after at most TTL_MS.

const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  principal: Principal;
  until: number;
}

const entries = new Map<string, Entry>();

export const credentialKey = (...parts: string[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64");

export function cachedPrincipal(key: string): Principal | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.until > Date.now()) return entry.principal;
  entries.delete(key);
  return null;
}

/** Remembers a verified credential's principal until `notAfter` (a token's expiry) or TTL_MS, whichever is first. */
export function cachePrincipal(key: string, principal: Principal, notAfter = Infinity): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { principal, until: Math.min(Date.now() + TTL_MS, notAfter) });
}

/** Drops every cached principal (of one user, or all): call after a password, access or active change. */
export function forgetCachedPrincipals(userId?: number): void {
  if (userId === undefined) return entries.clear();
  for (const [key, entry] of entries) if (entry.principal.userId === userId) entries.delete(key);
}
