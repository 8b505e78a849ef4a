import "server-only";
import type { Principal } from "../principal.ts";
import { db } from "../../db/client.ts";
import { secondFactorForUsersOnly } from "../../errors/catalogue.ts";
import { formatLocalIso } from "../../time/server-time.ts";
import { secondFactorRequiredOf } from "./required-by-org.ts";

export interface SecondFactorStatus {
  totp: { enabled: boolean; confirmedAt: string | null; enrolmentPending: boolean };
  recoveryCodesLeft: number;
  passkeys: number;
  /** The organization requires a second factor of one of the user's access groups. */
  required: boolean;
}

export function assertUser(principal: Principal): void {
  if (principal.kind !== "USER") throw secondFactorForUsersOnly();
}

/** What second factor the signed-in user holds, and whether their organization requires one. */
export async function getSecondFactorStatus(principal: Principal): Promise<SecondFactorStatus> {
  assertUser(principal);
  const user = await db.user.findUniqueOrThrow({
    where: { id: principal.userId },
    select: { totpConfirmedAt: true, totpPendingSecretEnc: true },
  });
  const [recoveryCodesLeft, passkeys, required] = await Promise.all([
    db.recoveryCode.count({ where: { userId: principal.userId, usedAt: null } }),
    db.passkey.count({ where: { userId: principal.userId } }),
    secondFactorRequiredOf(db, principal),
  ]);
  return {
    totp: {
      enabled: user.totpConfirmedAt !== null,
      confirmedAt: user.totpConfirmedAt ? formatLocalIso(user.totpConfirmedAt) : null,
      enrolmentPending: user.totpConfirmedAt === null && user.totpPendingSecretEnc !== null,
    },
    recoveryCodesLeft,
    passkeys,
    required,
  };
}
