import "server-only";
import { db } from "../db/client.ts";
import { checkNoPassword, checkPassword } from "./password.ts";
import { principalFromUser, type Principal } from "./principal.ts";

/** The longest username and secret a sign-in takes; anything longer names no user. */
export const MAX_USERNAME_CHARS = 200;
export const MAX_SECRET_CHARS = 500;

/**
 * Username and password (or its md5 hex) to a principal, or null. Console users sign in with Basic and
 * in the browser; API clients (kind API_CLIENT) only exchange their key and secret for OAuth tokens.
 * A name that cannot sign in here still costs a password check, so timing does not tell which names exist.
 * A password stored at an older hash cost is hashed again at today's on its successful check.
 */
export async function verifyCredentials(
  username: string,
  secret: string,
  kind: "USER" | "API_CLIENT",
  via: Principal["via"],
): Promise<Principal | null> {
  if (!username || !secret || username.length > MAX_USERNAME_CHARS || secret.length > MAX_SECRET_CHARS) return null;
  const user = await db.user.findUnique({ where: { username } });
  if (!user || !user.active || user.kind !== kind) return checkNoPassword(secret).then(() => null);
  const check = await checkPassword(secret, user.passwordHash);
  if (!check.ok) return null;
  if (check.rehashed)
    // Conditional on the hash just checked: a password changed meanwhile is not overwritten.
    await db.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: check.rehashed },
    });
  return principalFromUser(user, via);
}

export async function findActivePrincipal(userId: number, via: Principal["via"]): Promise<Principal | null> {
  const user = await db.user.findUnique({ where: { id: userId } });
  return user && user.active ? principalFromUser(user, via) : null;
}
