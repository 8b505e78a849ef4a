import "server-only";
import type { Tx } from "../../db/client.ts";

/**
 * User.secondFactor, read on every call, follows what the user holds: a confirmed authenticator app or at
 * least one passkey. Called in the transaction that adds or removes either. The user's row is written
 * first, so of two concurrent changes (a passkey and the app removed at once) the second waits for the
 * first and counts what it left: neither can leave a user without a factor it was required to keep.
 */
export async function refreshSecondFactorFlag(tx: Tx, userId: number): Promise<boolean> {
  await tx.user.updateMany({ where: { id: userId }, data: { secondFactor: false } });
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { totpConfirmedAt: true } });
  const holds = user.totpConfirmedAt !== null || (await tx.passkey.count({ where: { userId } })) > 0;
  if (holds) await tx.user.update({ where: { id: userId }, data: { secondFactor: true } });
  return holds;
}
