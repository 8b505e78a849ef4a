import "server-only";
import { db } from "../db/client.ts";
import { verifyPassword } from "./password.ts";
import { principalFromUser, type Principal } from "./principal.ts";

/** The longest username and secret a sign-in takes; anything longer names no user. */
export const MAX_USERNAME_CHARS = 200;
export const MAX_SECRET_CHARS = 500;

/**
 * Username and password (or its md5 hex) to a principal, or null. Console users sign in with Basic and
 * in the browser; API clients (kind API_CLIENT) only exchange their key and secret for OAuth tokens.
 */
export async function verifyCredentials(
  username: string,
  secret: string,
  kind: "USER" | "API_CLIENT",
  via: Principal["via"],
): Promise<Principal | null> {
  if (!username || !secret || username.length > MAX_USERNAME_CHARS || secret.length > MAX_SECRET_CHARS) return null;
  const user = await db.user.findUnique({ where: { username } });
  if (!user || !user.active || user.kind !== kind) return null;
  return (await verifyPassword(secret, user.passwordHash)) ? principalFromUser(user, via) : null;
}

export async function findActivePrincipal(userId: number, via: Principal["via"]): Promise<Principal | null> {
  const user = await db.user.findUnique({ where: { id: userId } });
  return user && user.active ? principalFromUser(user, via) : null;
}
