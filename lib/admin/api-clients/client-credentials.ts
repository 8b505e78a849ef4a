import "server-only";
import { randomBytes, randomInt } from "node:crypto";

// Lower-case letters and digits: a key is read in logs and typed into configuration; 20 of them carry
// 100 bits, so keys are never guessed, and unique (the username column) in practice on the first try.
const KEY_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const KEY_CHARS = 20;

/** A new client key (its username): random, URL-safe, `client-` and 20 characters. */
export function generateClientKey(): string {
  return `client-${Array.from({ length: KEY_CHARS }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join("")}`;
}

/** A new client secret: 32 random bytes (256 bits), base64url, shown once and stored only as its slow hash. */
export function generateClientSecret(): string {
  return randomBytes(32).toString("base64url");
}
