import "server-only";
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { passwordHashCost } from "../config/env.ts";

// Clients of the original platform send the md5 hex of the password as the Basic secret; we accept that
// or the plain password, and store only a slow hash (scrypt) of the md5 hex.
//
// Cost: OWASP's scrypt equivalent N=2^15, r=8, p=3 (same work as N=2^17, r=8, p=1 at a quarter of the
// memory: 32 MiB a hash, which matters with libuv's four threads hashing at once). A stored hash of any
// other cost still verifies, and checkPassword hands back a replacement at today's cost.
// PASSWORD_HASH_COST=test (refused outside NODE_ENV=test) makes the test suite's hashes cheap.
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
const STANDARD_COST: ScryptCost = { N: 32_768, r: 8, p: 3 };
const TEST_COST: ScryptCost = { N: 1024, r: 8, p: 1 };
const KEYLEN = 32;
const MD5_HEX = /^[0-9a-f]{32}$/i;

export const md5Hex = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

export const currentCost = (): ScryptCost => (passwordHashCost() === "test" ? TEST_COST : STANDARD_COST);

let checks = 0;
/** Password checks that ran scrypt so far in this process (tests count them to prove a check did or did not run). */
export const passwordChecksRun = () => checks;

function scryptAsync(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes plus a little.
  const maxmem = 2 * 128 * cost.N * cost.r;
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { ...cost, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

// Stored as scrypt$<N>$salt$key (r=8, p=1: the first format) or scrypt$<N>,<r>,<p>$salt$key.
const formatCost = ({ N, r, p }: ScryptCost) => (r === 8 && p === 1 ? String(N) : `${N},${r},${p}`);

function parseCost(field: string): ScryptCost | null {
  const [N, r = 8, p = 1] = field.split(",").map(Number);
  const ok = [N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) && N <= 1 << 20 && r <= 32 && p <= 16;
  return ok ? { N, r, p } : null;
}

async function hashDigest(digest: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(digest, salt, cost);
  return `scrypt$${formatCost(cost)}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function hashPassword(password: string, cost = currentCost()): Promise<string> {
  return hashDigest(md5Hex(password), cost);
}

async function matchesDigest(digest: string, stored: string): Promise<boolean> {
  const [scheme, costField = "", salt, key] = stored.split("$");
  const cost = parseCost(costField);
  if (scheme !== "scrypt" || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptAsync(digest.toLowerCase(), Buffer.from(salt, "base64"), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at another cost than today's. */
export function needsRehash(stored: string): boolean {
  return stored.split("$")[1] !== formatCost(currentCost());
}

// Verified (secret, stored hash) pairs, so Basic calls do not pay scrypt every time. Keyed by a hash
// that includes the stored hash: a password change invalidates it. Nothing another instance needs.
const verified = new Map<string, number>();
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX = 1000;

export interface PasswordCheck {
  ok: boolean;
  /** The password hashed again at today's cost, when it matched a hash of another cost. */
  rehashed?: string;
}

/** Checks a secret (the password or its md5 hex) against a stored hash. */
export async function checkPassword(secret: string, stored: string): Promise<PasswordCheck> {
  const cacheKey = createHash("sha256").update(`${stored}\0${secret}`).digest("base64");
  const until = verified.get(cacheKey);
  if (until && until > Date.now()) return { ok: true };
  checks += 1;
  const plain = md5Hex(secret);
  const digest = (await matchesDigest(plain, stored))
    ? plain
    : MD5_HEX.test(secret) && (await matchesDigest(secret, stored))
      ? secret.toLowerCase()
      : null;
  if (digest === null) return { ok: false };
  if (verified.size >= CACHE_MAX) verified.clear();
  verified.set(cacheKey, Date.now() + CACHE_TTL_MS);
  return needsRehash(stored) ? { ok: true, rehashed: await hashDigest(digest, currentCost()) } : { ok: true };
}

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  return (await checkPassword(secret, stored)).ok;
}

// A hash no password matches, so an unknown username costs what a known one does; made once, lazily.
let dummy: { cost: string; hash: Promise<string> } | undefined;

/** Spends one password check on nothing: for a username that does not exist or cannot sign in here. */
export async function checkNoPassword(secret: string): Promise<false> {
  const cost = formatCost(currentCost());
  if (dummy?.cost !== cost) dummy = { cost, hash: hashDigest(randomBytes(16).toString("hex"), currentCost()) };
  await checkPassword(secret, await dummy.hash);
  return false;
}
