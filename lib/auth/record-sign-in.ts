import "server-only";
import { db } from "../db/client.ts";

/** Stamps a user's last sign-in: a console sign-in, or a Basic call that ran the password check. */
export async function recordSignIn(userId: number, at = new Date()): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { lastSignInAt: at } });
}

const CLIENT_USE_RESOLUTION_MS = 60_000;

/**
 * Stamps an API client's last use at most once a minute: the row just read tells whether it is due, so
 * most calls write nothing, and the write is conditional so instances racing on it write once.
 */
export async function recordClientUse(
  client: { id: number; lastUsedAt: Date | null },
  now = new Date(),
): Promise<void> {
  const dueBefore = new Date(now.getTime() - CLIENT_USE_RESOLUTION_MS);
  if (client.lastUsedAt && client.lastUsedAt > dueBefore) return;
  await db.user.updateMany({
    where: { id: client.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: dueBefore } }] },
    data: { lastUsedAt: now },
  });
}
