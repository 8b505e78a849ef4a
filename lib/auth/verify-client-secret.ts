import "server-only";
import { db } from "../db/client.ts";
import { checkNoPassword, checkPassword } from "./password.ts";
import { principalFromUser, type Principal } from "./principal.ts";
import { MAX_SECRET_CHARS, MAX_USERNAME_CHARS } from "./verify-credentials.ts";

export interface VerifiedClient {
  principal: Principal;
  /** When the client stops getting tokens (null: no expiry); a token must not outlive it. */
  expiresAt: Date | null;
}

/**
 * An API client's key and secret to the client, or null. Accepts the current secret, and the one a rotation
 * replaced until its overlap ends. A revoked, deactivated or expired client gets nothing; like an unknown key
 * it still costs a password check, so timing does not tell which keys exist.
 */
export async function verifyClientSecret(key: string, secret: string): Promise<VerifiedClient | null> {
  if (!key || !secret || key.length > MAX_USERNAME_CHARS || secret.length > MAX_SECRET_CHARS) return null;
  const client = await db.user.findUnique({ where: { username: key } });
  const now = Date.now();
  const usable =
    client &&
    client.kind === "API_CLIENT" &&
    client.active &&
    !client.revokedAt &&
    (!client.expiresAt || client.expiresAt.getTime() > now);
  if (!usable) return checkNoPassword(secret).then(() => null);
  const current = await checkPassword(secret, client.passwordHash);
  if (current.ok) {
    if (current.rehashed)
      // Conditional on the hash just checked: a secret rotated meanwhile is not overwritten.
      await db.user.updateMany({
        where: { id: client.id, passwordHash: client.passwordHash },
        data: { passwordHash: current.rehashed },
      });
  } else {
    const previous = (client.previousPasswordUntil?.getTime() ?? 0) > now ? client.previousPasswordHash : null;
    if (!previous || !(await checkPassword(secret, previous)).ok) return null;
  }
  return { principal: principalFromUser(client, "oauth"), expiresAt: client.expiresAt };
}
