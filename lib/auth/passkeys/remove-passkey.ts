import "server-only";
import { assertRecentSignIn } from "../sessions/recent-sign-in.ts";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { db } from "../../db/client.ts";
import { lastRequiredSecondFactor, passkeyNotFound } from "../../errors/catalogue.ts";
import { isRowId } from "../../validation/id-param.ts";
import { forgetCachedPrincipals } from "../principal-cache.ts";
import type { Principal } from "../principal.ts";
import { refreshSecondFactorFlag } from "../second-factor/second-factor-flag.ts";
import { assertPasskeyUser, recordPasskeyChange, type PasskeyCallOrigin } from "./passkey-user.ts";
import { PASSKEY_VIEW_FIELDS, renderPasskey, type PasskeyView } from "./passkey-view.ts";
import { secondFactorRequiredOf } from "../second-factor/required-by-org.ts";

/**
 * Removes one of the caller's own passkeys (anyone else's, or none, is 404) and answers it as it was. Refused (409) when it is the
 * last second factor of a user whose organization requires one: the removal would lock them out of the console.
 */
export async function removePasskey(principal: Principal, id: number, from: PasskeyCallOrigin): Promise<PasskeyView> {
  assertPasskeyUser(principal);
  assertRecentSignIn(principal);
  if (!isRowId(id)) throw passkeyNotFound();
  const removed = await db.$transaction(async (tx) => {
    const row = await tx.passkey.findFirst({ where: { id, userId: principal.userId }, select: PASSKEY_VIEW_FIELDS });
    if (!row) throw passkeyNotFound();
    // Conditional: of two concurrent removals, one deletes and the other finds nothing.
    const { count } = await tx.passkey.deleteMany({ where: { id, userId: principal.userId } });
    if (count !== 1) throw passkeyNotFound();
    const holds = await refreshSecondFactorFlag(tx, principal.userId);
    if (!holds && (await secondFactorRequiredOf(tx, principal))) throw lastRequiredSecondFactor();
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: principal.userId,
      action: "passkey.remove",
      details: { passkeyId: row.id, name: row.name },
    });
    return row;
  });
  forgetCachedPrincipals(principal.userId);
  await recordPasskeyChange("passkey.removed", principal, from, removed);
  return renderPasskey(removed);
}
