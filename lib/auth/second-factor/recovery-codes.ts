import "server-only";
import { createHash, randomInt } from "node:crypto";
import type { Tx } from "../../db/client.ts";

// Ten single-use codes "xxxxx-xxxxx" for when the authenticator is lost; stored as SHA-256 only. Letters and
// digits that cannot be mistaken for one another; 31^10 (about 2^49) each, and guesses are throttled.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** The code as typed, tolerant of case, spaces and dashes; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(text: string): string | null {
  const compact = text.replace(/[\s-]/g, "").toLowerCase();
  return /^[a-z0-9]{10}$/.test(compact) ? compact : null;
}

export const hashRecoveryCode = (normalised: string) => createHash("sha256").update(normalised, "utf8").digest("hex");

/** Voids the user's codes and stores a new set; answers the codes themselves, to be shown once. */
export async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(normaliseRecoveryCode(code) ?? code) })),
  });
  return codes;
}
