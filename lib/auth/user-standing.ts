import "server-only";
import { db } from "../db/client.ts";
import { principalFromUser, type Principal, type PrincipalRow } from "./principal.ts";

// What a user or API client is allowed to be right now. Read by primary key on every authenticated call
// (Basic, bearer and console session alike), so a deactivation, revocation, expiry, password change or
// access change made on any instance holds from the very next call: nothing about it is cached.

export interface StandingRow extends PrincipalRow {
  active: boolean;
  revokedAt: Date | null;
  expiresAt: Date | null;
  passwordHash: string;
  mustChangePassword: boolean;
  secondFactor: boolean;
  org: { mfaRequiredFor: string };
}

export const STANDING_FIELDS = {
  id: true,
  username: true,
  displayName: true,
  kind: true,
  orgId: true,
  access: true,
  active: true,
  revokedAt: true,
  expiresAt: true,
  passwordHash: true,
  mustChangePassword: true,
  secondFactor: true,
  org: { select: { mfaRequiredFor: true } },
} as const;

/** Whether the row may act at `now`: active, never revoked, not past its expiry. */
export function mayAct(user: Pick<StandingRow, "active" | "revokedAt" | "expiresAt">, now = Date.now()): boolean {
  return user.active && !user.revokedAt && !(user.expiresAt && user.expiresAt.getTime() <= now);
}

/** The user's row as it is now (one read by primary key), or null. */
export function readUserStanding(userId: number): Promise<StandingRow | null> {
  return db.user.findUnique({ where: { id: userId }, select: STANDING_FIELDS });
}

/** The principal of a user who may act now, with the access groups of this very read; else null. */
export async function currentStandingPrincipal(userId: number, via: Principal["via"]): Promise<Principal | null> {
  const user = await readUserStanding(userId);
  return user && mayAct(user) ? principalFromUser({ ...user, mfaRequiredFor: user.org.mfaRequiredFor }, via) : null;
}
