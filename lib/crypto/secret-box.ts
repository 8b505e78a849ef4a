import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { authSecret, dataEncryptionKey as explicitDataKey } from "../config/env.ts";

// AES-256-GCM for secrets stored at rest (vendorDetails). Sealed text: "v1.<iv>.<tag>.<ciphertext>", base64url.
// The context string is bound as additional data, so a ciphertext copied into another column or row
// kind does not open there.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Distinct label so the derived data key never equals any other key derived from AUTH_SECRET.
const HKDF_INFO = "loyalty-ops/data-encryption-key/v1";
const HKDF_SALT = "loyalty-ops/secret-box";

let cached: { source: string; key: Buffer } | undefined;

/**
 * DATA_ENCRYPTION_KEY (any string) hashed with SHA-256; without it, HKDF-SHA256 over AUTH_SECRET so demo mode
 * works. Changing either value makes previously sealed secrets unreadable.
 */
export function dataEncryptionKey(): Buffer {
  const explicit = explicitDataKey();
  const source = explicit ? `dek:${explicit}` : `auth:${authSecret()}`;
  if (cached?.source === source) return cached.key;
  const key = explicit
    ? createHash("sha256").update(explicit, "utf8").digest()
    : Buffer.from(hkdfSync("sha256", authSecret(), HKDF_SALT, HKDF_INFO, 32));
  cached = { source, key };
  return key;
}

export function sealSecret(plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", dataEncryptionKey(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    ciphertext.toString("base64url"),
  ].join(".");
}

/** Throws when the text was not sealed with this key and context (tampered, wrong key, wrong column). */
export function openSecret(sealed: string, context: string): string {
  const [version, iv, tag, ciphertext, extra] = sealed.split(".");
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || extra !== undefined) {
    throw new Error("secret-box: not a sealed secret");
  }
  const decipher = createDecipheriv("aes-256-gcm", dataEncryptionKey(), Buffer.from(iv, "base64url"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
