import "server-only";
import { createHash, hkdfSync } from "node:crypto";
import { auditHmacKeys, authSecret, EnvError, isProductionRun } from "../config/env.ts";

// The audit chain's HMAC keys live outside the database (AUDIT_HMAC_KEY), so whoever owns the database can
// no longer rewrite entries and recompute their hashes. Each entry stores the id of the key that signed it,
// so the key can rotate: older keys stay listed in AUDIT_HMAC_PREVIOUS_KEYS for verification.

export interface AuditKey {
  /** Stored with each entry; names the key without revealing it. */
  id: string;
  key: Buffer;
}

const HKDF_SALT = "loyalty-ops/audit-chain";
const HKDF_INFO = "loyalty-ops/audit-hmac-key/v1";
const KEY_ID_LABEL = "loyalty-ops/audit-key-id/v1\u0000";

/** The 32-byte HMAC key of a configured secret (any string), and its id. */
export function auditKeyFrom(secret: string): AuditKey {
  const key = Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, HKDF_INFO, 32));
  const id = createHash("sha256").update(KEY_ID_LABEL).update(key).digest("hex").slice(0, 8);
  return { id, key };
}

const bySecret = new Map<string, AuditKey>();
const cachedKey = (secret: string): AuditKey => {
  let key = bySecret.get(secret);
  if (!key) bySecret.set(secret, (key = auditKeyFrom(secret)));
  return key;
};

/**
 * The key new entries are signed with: AUDIT_HMAC_KEY, or outside production one derived from AUTH_SECRET
 * (as if AUDIT_HMAC_KEY were AUTH_SECRET), so demo mode needs no set-up.
 */
export function currentAuditKey(): AuditKey {
  const { current } = auditHmacKeys();
  if (current) return cachedKey(current);
  if (isProductionRun())
    throw new EnvError([
      "AUDIT_HMAC_KEY: is required in production (signs the audit chain); set it to a random string of at least 32 characters, e.g. `openssl rand -base64 32`",
    ]);
  return cachedKey(authSecret());
}

/** Every key this process knows by id: the current one and AUDIT_HMAC_PREVIOUS_KEYS. */
export function knownAuditKeys(): Map<string, AuditKey> {
  const keys = new Map<string, AuditKey>();
  for (const secret of auditHmacKeys().previous) {
    const key = cachedKey(secret);
    keys.set(key.id, key);
  }
  const current = currentAuditKey();
  keys.set(current.id, current);
  return keys;
}
