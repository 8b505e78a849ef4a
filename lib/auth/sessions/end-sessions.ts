import "server-only";
import type { Db, Tx } from "../../db/client.ts";

/** Why a session ended, as UserSession.endedReason keeps it. */
export type SessionEndReason =
  | "signed-out"
  | "ended-by-user"
  | "ended-by-admin"
  | "deactivated"
  | "password-changed"
  | "second-factor-reset"
  | "sso-enforced"
  | "idle"
  | "expired";

/**
 * Ends every open session of a user (but `keep`, the caller's own, when given) in the caller's transaction:
 * each instance checks the record on the next request, so the user is signed out everywhere at once.
 */
export async function endUserSessions(
  client: Tx | Db,
  userId: number,
  reason: SessionEndReason,
  keep?: string,
): Promise<number> {
  const { count } = await client.userSession.updateMany({
    where: { userId, endedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { endedAt: new Date(), endedReason: reason },
  });
  return count;
}

/** Ends one session if it is still open; true when this call ended it. */
export async function endSession(client: Tx | Db, id: string, reason: SessionEndReason): Promise<boolean> {
  const { count } = await client.userSession.updateMany({
    where: { id, endedAt: null },
    data: { endedAt: new Date(), endedReason: reason },
  });
  return count === 1;
}

/**
 * Ends the open sessions these users signed in to without single sign-on (password or passkey), in the
 * caller's transaction: when an organization starts enforcing single sign-on, those sign-ins no longer stand.
 */
export async function endLocalSessions(client: Tx | Db, userIds: readonly number[], reason: SessionEndReason) {
  if (userIds.length === 0) return 0;
  const { count } = await client.userSession.updateMany({
    where: { userId: { in: [...userIds] }, endedAt: null, method: { not: "sso" } },
    data: { endedAt: new Date(), endedReason: reason },
  });
  return count;
}
