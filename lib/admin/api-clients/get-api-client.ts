import "server-only";
import type { Principal } from "../../auth/principal.ts";
import type { Db, Tx } from "../../db/client.ts";
import { db } from "../../db/client.ts";
import { apiClientNotFound } from "../../errors/catalogue.ts";
import { API_CLIENT_SELECT, type ApiClientRow } from "./api-client-view.ts";

/** An API client of the caller's organization; another organization's, a console user's or no row: 9701. */
export async function getApiClientRow(client: Db | Tx, principal: Principal, id: number): Promise<ApiClientRow> {
  if (!Number.isSafeInteger(id)) throw apiClientNotFound();
  const row = await client.user.findFirst({
    where: { id, orgId: principal.orgId, kind: "API_CLIENT" },
    select: API_CLIENT_SELECT,
  });
  if (!row) throw apiClientNotFound();
  return row;
}

export const getApiClient = (principal: Principal, id: number) => getApiClientRow(db, principal, id);
