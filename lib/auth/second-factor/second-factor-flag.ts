import "server-only";
import type { Tx } from "../../db/client.ts";

/**
 * User.secondFactor, read on every call, follows what the user holds: a confirmed authenticator app or at
 * least one passkey. Called in the transaction that adds or removes either.
 */
export async function refreshSecondFactorFlag(tx: Tx, userId: number): Promise<boolean> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { totpConfirmedAt: true } });
  const holds = user.totpConfirmedAt !== null || (await tx.passkey.count({ where: { userId } })) > 0;
  await tx.user.update({ where: { id: userId }, data: { secondFactor: holds } });
  return holds;
}
