import "server-only";
import { db } from "../../db/client.ts";
import type { Principal } from "../principal.ts";
import { assertPasskeyUser } from "./passkey-user.ts";
import { PASSKEY_VIEW_FIELDS, renderPasskey, type PasskeyView } from "./passkey-view.ts";

/** The caller's own passkeys, oldest first. */
export async function listPasskeys(principal: Principal): Promise<PasskeyView[]> {
  assertPasskeyUser(principal);
  const rows = await db.passkey.findMany({
    where: { userId: principal.userId },
    select: PASSKEY_VIEW_FIELDS,
    orderBy: { id: "asc" },
  });
  return rows.map(renderPasskey);
}
