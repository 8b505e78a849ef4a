import "server-only";
import { parseAccess } from "../access-groups.ts";
import type { Principal } from "../principal.ts";
import type { Db, Tx } from "../../db/client.ts";

/** Whether the user's organization requires a second factor of one of their access groups (mfaRequiredFor). */
export async function secondFactorRequiredOf(client: Db | Tx, principal: Principal): Promise<boolean> {
  const org = await client.organization.findUnique({
    where: { id: principal.orgId },
    select: { mfaRequiredFor: true },
  });
  return [...parseAccess(org?.mfaRequiredFor ?? "")].some((group) => principal.access.has(group));
}
