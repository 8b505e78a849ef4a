import "server-only";
import { formatAccess } from "../../auth/access-groups.ts";
import { forgetCachedPrincipals } from "../../auth/principal-cache.ts";
import type { Principal } from "../../auth/principal.ts";
import { db } from "../../db/client.ts";
import { auditApiClientChange } from "./api-client-audit.ts";
import { API_CLIENT_SELECT, type ApiClientRow } from "./api-client-view.ts";
import { assertNotSelf, liveClientWhere, refusalForMissedWrite } from "./client-guards.ts";
import { getApiClientRow } from "./get-api-client.ts";
import type { UpdateApiClientInput } from "./schemas.ts";

/**
 * Renames a client, replaces its access groups or moves its expiry (null: none); omitted fields stay.
 * A revoked client is not changed (9702). An earlier expiry shortens its live tokens to match.
 */
export async function updateApiClient(
  principal: Principal,
  id: number,
  input: UpdateApiClientInput,
): Promise<ApiClientRow> {
  const after = await db.$transaction(async (tx) => {
    const before = await getApiClientRow(tx, principal, id);
    const access = input.accessGroups && formatAccess(input.accessGroups);
    if (access !== undefined && access !== before.access) assertNotSelf(principal, id);
    // The conditional write first: a revocation committed meanwhile leaves nothing to change.
    const { count } = await tx.user.updateMany({
      where: liveClientWhere(principal, id),
      data: { displayName: input.name, access, expiresAt: input.expiresAt },
    });
    if (count === 0) return refusalForMissedWrite(tx, principal, id);
    if (input.expiresAt)
      await tx.oAuthToken.updateMany({
        where: { userId: id, expiresAt: { gt: input.expiresAt } },
        data: { expiresAt: input.expiresAt },
      });
    const row = await tx.user.findUniqueOrThrow({ where: { id }, select: API_CLIENT_SELECT });
    await auditApiClientChange(tx, principal, "update", id, before, row);
    return row;
  });
  forgetCachedPrincipals(id);
  return after;
}
