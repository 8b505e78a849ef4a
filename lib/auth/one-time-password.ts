import "server-only";
import { randomInt } from "node:crypto";

// No 0/O, 1/l/I: the password is read off a screen and typed once.
const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const GROUPS = 4;
const GROUP_CHARS = 5;

/**
 * A password an administrator hands over to be changed at first use: 4 groups of 5 characters (about
 * 115 bits), dash-separated so it can be read out, far above the password policy.
 */
export function generateOneTimePassword(): string {
  const group = () => Array.from({ length: GROUP_CHARS }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: GROUPS }, group).join("-");
}
