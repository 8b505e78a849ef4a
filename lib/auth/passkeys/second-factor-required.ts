import "server-only";
import type { Tx } from "../../db/client.ts";
import { principalFromUser } from "../principal.ts";

/** Whether the user's organization requires a second factor of one of their access groups (read in `tx`). */
export async function secondFactorRequired(tx: Tx, userId: number): Promise<boolean> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, username: true, displayName: true, kind: true, orgId: true, access: true, org: true },
  });
  // Someone without a second factor who would have to enrol one is someone it is required of.
  const withoutOne = principalFromUser(
    { ...user, secondFactor: false, mfaRequiredFor: user.org.mfaRequiredFor },
    "system",
  );
  return withoutOne.mustEnrolSecondFactor === true;
}
