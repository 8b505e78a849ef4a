import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { LabelListQuery } from "./schemas.ts";
import { readOrganizationLabelRows } from "./store/organization-label-rows.ts";

export interface OrganizationLabel {
  labelId: number;
  labelName: string;
  customerCount: number;
  createdAt: Date;
}

/**
 * A page of the organization's active labels by name (deactivated ones are no longer offered), with how many customers carry each and the total.
 * One raw query (the total as a window count beside the page): the plainest authenticated read of the
 * API, where the ORM's planning of three statements cost more than the database's work.
 */
export async function findOrganizationLabels(
  principal: Principal,
  page: LabelListQuery = { limit: 200, offset: 0 },
): Promise<{ labels: OrganizationLabel[]; totalCount: number }> {
  const rows = await readOrganizationLabelRows(db, principal.orgId, page.limit, page.offset);
  // A page past the end has no row to carry the total.
  const totalCount =
    rows.length > 0
      ? rows[0].totalCount
      : page.offset > 0
        ? await db.label.count({ where: { orgId: principal.orgId, active: true } })
        : 0;
  return {
    labels: rows.map((row) => ({
      labelId: row.id,
      labelName: row.name,
      customerCount: row.customerCount,
      createdAt: row.createdAt,
    })),
    totalCount,
  };
}
