import "server-only";
import { db } from "../db/client.ts";
import { checkNoPassword, checkPassword } from "./password.ts";
import { principalFromUser, type Principal } from "./principal.ts";
import { MAX_SECRET_CHARS, MAX_USERNAME_CHARS } from "./verify-credentials.ts";

export interface VerifiedClient {
  principal: Principal;
  /**
   * When the client stops getting tokens (null: no expiry), or, for the secret a rotation replaced, when its
   * overlap ends: a token must not outlive either.
   */
  expiresAt: Date | null;
}

/**
 * An API client's key and secret to the client, or null. Accepts the current secret, and the one a rotation
 * replaced until its overlap ends. A revoked, deactivated or expired client gets nothing. A wrong secret
 * costs two password checks, inside a rotation's overlap or not, and so does an unknown key: timing tells
 * neither which keys exist nor which are being rotated.
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
  if (!usable) {
    await checkNoPassword(secret);
    return checkNoPassword(secret).then(() => null);
  }
  const current = await checkPassword(secret, client.passwordHash);
  if (current.ok) {
    if (current.rehashed)
      // Conditional on the hash just checked: a secret rotated meanwhile is not overwritten.
      await db.user.updateMany({
        where: { id: client.id, passwordHash: client.passwordHash },
        data: { passwordHash: current.rehashed },
      });
    return { principal: principalFromUser(client, "oauth"), expiresAt: client.expiresAt };
  }
  const { previousPasswordHash: previous, previousPasswordUntil: overlapEnd } = client;
  if (!previous || !overlapEnd || overlapEnd.getTime() <= now) return checkNoPassword(secret).then(() => null);
  if (!(await checkPassword(secret, previous)).ok) return null;
  const expiresAt = client.expiresAt && client.expiresAt < overlapEnd ? client.expiresAt : overlapEnd;
  return { principal: principalFromUser(client, "oauth"), expiresAt };
}
