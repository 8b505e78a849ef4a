import "server-only";
import type { Principal } from "../../auth/principal.ts";
import type { Tx } from "../../db/client.ts";
import { apiClientRevoked, apiClientSelfChange } from "../../errors/catalogue.ts";
import { getApiClientRow } from "./get-api-client.ts";

/** The client a conditional write found no live row of: 9701 when it is not the caller's, else revoked (9702). */
export async function refusalForMissedWrite(tx: Tx, principal: Principal, id: number): Promise<never> {
  await getApiClientRow(tx, principal, id);
  throw apiClientRevoked();
}

/** Separation of duties: a client with admin access may not change its own access groups or revoke itself. */
export function assertNotSelf(principal: Principal, id: number): void {
  if (principal.kind === "API_CLIENT" && principal.userId === id) throw apiClientSelfChange();
}

/** The conditions of a client that can still be changed: this organization's, not revoked. */
export const liveClientWhere = (principal: Principal, id: number) => ({
  id,
  orgId: principal.orgId,
  kind: "API_CLIENT",
  revokedAt: null,
  active: true,
});
