import "server-only";
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// Clients of the original platform send the md5 hex of the password as the Basic secret; we accept that
// or the plain password, and store only a slow hash (scrypt) of the md5 hex.
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };
const MD5_HEX = /^[0-9a-f]{32}$/i;

export const md5Hex = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(md5Hex(password), salt);
  return `scrypt$${SCRYPT.N}$${salt.toString("base64")}$${key.toString("base64")}`;
}

async function matchesDigest(digest: string, stored: string): Promise<boolean> {
  const [scheme, , salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptAsync(digest.toLowerCase(), Buffer.from(salt, "base64"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verified (secret, stored hash) pairs, so Basic calls do not pay scrypt every time. Keyed by a hash
// that includes the stored hash: a password change invalidates it. Nothing another instance needs.
const verified = new Map<string, number>();
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX = 1000;

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const cacheKey = createHash("sha256").update(`${stored}\0${secret}`).digest("base64");
  const until = verified.get(cacheKey);
  if (until && until > Date.now()) return true;
  const ok =
    (await matchesDigest(md5Hex(secret), stored)) || (MD5_HEX.test(secret) && (await matchesDigest(secret, stored)));
  if (ok) {
    if (verified.size >= CACHE_MAX) verified.clear();
    verified.set(cacheKey, Date.now() + CACHE_TTL_MS);
  }
  return ok;
}
