import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { db } from "../../db/client.ts";
import { passkeyNotFound } from "../../errors/catalogue.ts";
import { isRowId } from "../../validation/id-param.ts";
import type { Principal } from "../principal.ts";
import type { RenamePasskeyInput } from "./passkey-schemas.ts";
import { assertPasskeyUser } from "./passkey-user.ts";
import { PASSKEY_VIEW_FIELDS, renderPasskey, type PasskeyView } from "./passkey-view.ts";

/** Renames one of the caller's own passkeys (anyone else's, or none, is 404); audited. */
export async function renamePasskey(principal: Principal, id: number, input: RenamePasskeyInput): Promise<PasskeyView> {
  assertPasskeyUser(principal);
  if (!isRowId(id)) throw passkeyNotFound();
  const row = await db.$transaction(async (tx) => {
    const before = await tx.passkey.findFirst({ where: { id, userId: principal.userId }, select: { name: true } });
    if (!before) throw passkeyNotFound();
    const { count } = await tx.passkey.updateMany({
      where: { id, userId: principal.userId },
      data: { name: input.name },
    });
    if (count !== 1) throw passkeyNotFound();
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: principal.userId,
      action: "passkey.rename",
      details: { passkeyId: id, before: before.name, after: input.name },
    });
    return tx.passkey.findUniqueOrThrow({ where: { id }, select: PASSKEY_VIEW_FIELDS });
  });
  return renderPasskey(row);
}
