import "server-only";
import { db } from "../db/client.ts";
import { checkNoPassword, checkPassword } from "./password.ts";
import { principalFromUser, type Principal } from "./principal.ts";
import { currentStandingPrincipal, mayAct } from "./user-standing.ts";

/** The longest username and secret a sign-in takes; anything longer names no user. */
export const MAX_USERNAME_CHARS = 200;
export const MAX_SECRET_CHARS = 500;

export interface VerifiedCredentials {
  principal: Principal;
  /** The stored hash the secret matched: a later call whose user row holds another one must check again. */
  passwordHash: string;
}

/**
 * Username and password (or its md5 hex) to a principal and the hash it matched, or null. Console users
 * sign in with Basic and in the browser; API clients (kind API_CLIENT) only exchange their key and secret
 * for OAuth tokens. A name that cannot sign in here (unknown, deactivated, revoked, expired, another kind)
 * still costs a password check, so timing does not tell which names exist. A password stored at an older
 * hash cost is hashed again at today's on its successful check.
 */
export async function checkCredentials(
  username: string,
  secret: string,
  kind: "USER" | "API_CLIENT",
  via: Principal["via"],
): Promise<VerifiedCredentials | null> {
  if (!username || !secret || username.length > MAX_USERNAME_CHARS || secret.length > MAX_SECRET_CHARS) return null;
  const user = await db.user.findUnique({ where: { username } });
  if (!user || !mayAct(user) || user.kind !== kind) return checkNoPassword(secret).then(() => null);
  const check = await checkPassword(secret, user.passwordHash);
  if (!check.ok) return null;
  let passwordHash = user.passwordHash;
  if (check.rehashed) {
    // Conditional on the hash just checked: a password changed meanwhile is not overwritten.
    const { count } = await db.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: check.rehashed },
    });
    if (count === 1) passwordHash = check.rehashed;
  }
  return { principal: principalFromUser(user, via), passwordHash };
}

/** As checkCredentials, the principal only. */
export async function verifyCredentials(
  username: string,
  secret: string,
  kind: "USER" | "API_CLIENT",
  via: Principal["via"],
): Promise<Principal | null> {
  return (await checkCredentials(username, secret, kind, via))?.principal ?? null;
}

/** The principal of a user id (a console session's) if it may act now, with its current access groups. */
export async function findActivePrincipal(userId: number, via: Principal["via"]): Promise<Principal | null> {
  return currentStandingPrincipal(userId, via);
}
