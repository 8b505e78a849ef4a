import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { authSecret, dataEncryptionKey as explicitDataKey, previousDataEncryptionKeys } from "../config/env.ts";

// AES-256-GCM for secrets stored at rest (vendorDetails). Sealed text: "v2.<key id>.<iv>.<tag>.<ciphertext>",
// base64url. The key id names the key that sealed it, so a rotation can keep old keys readable. The
// organization, row and field are bound as additional data: a ciphertext copied elsewhere does not open.
// The legacy "v1.<iv>.<tag>.<ciphertext>" (no key id, bound to a column label only) still opens.

const VERSION = "v2";
const LEGACY_VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Distinct label so the derived data key never equals any other key derived from AUTH_SECRET.
const HKDF_INFO = "loyalty-ops/data-encryption-key/v1";
const HKDF_SALT = "loyalty-ops/secret-box";

/** Where a sealed value lives: it opens only there. */
export interface SealedPlace {
  orgId: number;
  /** The table and column, e.g. "Vendor.detailsKeyEnc". */
  field: string;
  rowId: number;
}

interface DataKey {
  id: string;
  key: Buffer;
}

interface KeyRing {
  current: DataKey;
  /** Every key a read may use, the current one first. */
  readable: DataKey[];
}

let cached: { source: string; ring: KeyRing } | undefined;

const hashedKey = (text: string) => createHash("sha256").update(text, "utf8").digest();
const derivedKey = (secret: string) => Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, HKDF_INFO, 32));
// A fingerprint of the key, not the key: 48 bits are plenty to tell a handful of configured keys apart.
const keyId = (key: Buffer) =>
  createHash("sha256").update("loyalty-ops/key-id\0").update(key).digest().subarray(0, 6).toString("base64url");
const dataKey = (key: Buffer): DataKey => ({ id: keyId(key), key });

/** The session secret, when one is configured (a read key only once DATA_ENCRYPTION_KEY is set). */
function optionalAuthSecret(): string | undefined {
  try {
    return authSecret();
  } catch {
    return undefined;
  }
}

/**
 * DATA_ENCRYPTION_KEY (any string) hashed with SHA-256 seals; without it, HKDF-SHA256 over AUTH_SECRET so
 * demo mode works. Reads also accept DATA_ENCRYPTION_PREVIOUS_KEYS and the AUTH_SECRET-derived key, so
 * values sealed before a rotation (or before DATA_ENCRYPTION_KEY was set) open until they are re-sealed.
 */
function keyRing(): KeyRing {
  const explicit = explicitDataKey();
  const previous = previousDataEncryptionKeys();
  const auth = explicit ? optionalAuthSecret() : authSecret();
  const source = JSON.stringify([explicit, previous, auth]);
  if (cached?.source === source) return cached.ring;
  const current = dataKey(explicit ? hashedKey(explicit) : derivedKey(auth ?? ""));
  const readable = [current, ...previous.map((text) => dataKey(hashedKey(text)))];
  if (explicit && auth) readable.push(dataKey(derivedKey(auth)));
  const ring = { current, readable: readable.filter((k, i) => readable.findIndex((o) => o.id === k.id) === i) };
  cached = { source, ring };
  return ring;
}

/** The key new values are sealed with. */
export const dataEncryptionKey = (): Buffer => keyRing().current.key;
export const currentKeyId = (): string => keyRing().current.id;

const additionalData = (keyIdText: string, place: SealedPlace) =>
  Buffer.from(`${VERSION}\0${keyIdText}\0org:${place.orgId}\0${place.field}\0row:${place.rowId}`, "utf8");

export function sealSecret(plaintext: string, place: SealedPlace): string {
  const { id, key } = keyRing().current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(id, place));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    id,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    ciphertext.toString("base64url"),
  ].join(".");
}

function decrypt(key: Buffer, iv: string, tag: string, ciphertext: string, aad: Buffer): string {
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * Throws when the text was not sealed for this place under a configured key (tampered, unknown key, moved
 * to another row or column). `legacyContext` is the label a v1 value of this column was sealed with.
 */
export function openSecret(sealed: string, place: SealedPlace, legacyContext: string): string {
  const parts = sealed.split(".");
  if (parts[0] === VERSION && parts.length === 5) {
    const [, id, iv, tag, ciphertext] = parts;
    const found = keyRing().readable.find((k) => k.id === id);
    if (!found) throw new Error(`secret-box: sealed under key ${id}, which is not configured`);
    return decrypt(found.key, iv, tag, ciphertext, additionalData(id, place));
  }
  if (parts[0] === LEGACY_VERSION && parts.length === 4) {
    // No key id: every configured key is tried.
    const [, iv, tag, ciphertext] = parts;
    for (const { key } of keyRing().readable) {
      try {
        return decrypt(key, iv, tag, ciphertext, Buffer.from(legacyContext, "utf8"));
      } catch {
        // the next key
      }
    }
    throw new Error("secret-box: no configured key opens this legacy value");
  }
  throw new Error("secret-box: not a sealed secret");
}

/** True when the value is not in the current format under the current key: a rotation re-seals it. */
export function needsReseal(sealed: string): boolean {
  const [version, id] = sealed.split(".");
  return version !== VERSION || id !== currentKeyId();
}
