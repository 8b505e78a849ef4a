import "server-only";
import { assertAccess, type Principal } from "../../auth/principal.ts";
import { db, type Db, type Tx } from "../../db/client.ts";
import { userNotFound } from "../../errors/catalogue.ts";
import { isRowId } from "../../validation/id-param.ts";
import { USER_VIEW_SELECT, type UserRow } from "./user-view.ts";

/** One user of the caller's organization; an API client, another organization's user or no row is 404. */
export async function getUser(principal: Principal, userId: number): Promise<UserRow> {
  assertAccess(principal, "admin");
  return readOrgUser(db, principal.orgId, userId);
}

export async function readOrgUser(client: Db | Tx, orgId: number, userId: number): Promise<UserRow> {
  if (!isRowId(userId)) throw userNotFound();
  const row = await client.user.findFirst({ where: { id: userId, orgId, kind: "USER" }, select: USER_VIEW_SELECT });
  if (!row) throw userNotFound();
  return row;
}
