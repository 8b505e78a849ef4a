import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "../../db/client.ts";

// A challenge lives in the database (any instance may get the browser's answer), is good for five minutes
// and is used once: the delete that consumes it must be the one that removed it.

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = "register" | "authenticate";

/** Stores a challenge the options carry; sweeps expired ones on the way. Answers its id. */
export async function issueChallenge(purpose: ChallengePurpose, challenge: string, userId: number | null) {
  const now = Date.now();
  await db.webAuthnChallenge.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });
  const id = randomUUID();
  await db.webAuthnChallenge.create({
    data: { id, purpose, userId, challenge, expiresAt: new Date(now + CHALLENGE_TTL_MS) },
  });
  return id;
}

/**
 * The challenge issued under this id for this purpose (and user, for a registration), removed so it
 * cannot serve again; null when unknown, expired, someone else's or already used.
 */
export async function consumeChallenge(
  id: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<string | null> {
  const now = new Date();
  const row = await db.webAuthnChallenge.findUnique({ where: { id } });
  if (!row || row.purpose !== purpose || row.userId !== userId || row.expiresAt <= now) return null;
  const { count } = await db.webAuthnChallenge.deleteMany({ where: { id, expiresAt: { gt: now } } });
  return count === 1 ? row.challenge : null;
}
