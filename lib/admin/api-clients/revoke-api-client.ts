import "server-only";
import { forgetCachedPrincipals } from "../../auth/principal-cache.ts";
import type { Principal } from "../../auth/principal.ts";
import { db } from "../../db/client.ts";
import { apiClientRevokedEvent } from "../../events/payloads/admin.ts";
import { publishEvents } from "../../events/store/outbox-store.ts";
import { auditApiClientChange } from "./api-client-audit.ts";
import { API_CLIENT_SELECT, type ApiClientRow } from "./api-client-view.ts";
import { assertNotSelf, liveClientWhere, refusalForMissedWrite } from "./client-guards.ts";
import { getApiClientRow } from "./get-api-client.ts";

/**
 * Ends a client for good: no secret of it gets a token again and its tokens are deleted, so the next call
 * with one is refused. Revoking twice is refused (9702); a client that is needed again is created anew.
 */
export async function revokeApiClient(principal: Principal, id: number): Promise<ApiClientRow> {
  const client = await db.$transaction(async (tx) => {
    const before = await getApiClientRow(tx, principal, id);
    assertNotSelf(principal, id);
    const { count } = await tx.user.updateMany({
      where: liveClientWhere(principal, id),
      data: { revokedAt: new Date(), active: false, previousPasswordHash: null, previousPasswordUntil: null },
    });
    if (count === 0) return refusalForMissedWrite(tx, principal, id);
    await tx.oAuthToken.deleteMany({ where: { userId: id } });
    const row = await tx.user.findUniqueOrThrow({ where: { id }, select: API_CLIENT_SELECT });
    await auditApiClientChange(tx, principal, "revoke", id, before, row);
    await publishEvents(tx, principal.orgId, [apiClientRevokedEvent(row)]);
    return row;
  });
  forgetCachedPrincipals(id);
  return client;
}
