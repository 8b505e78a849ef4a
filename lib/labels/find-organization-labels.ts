import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { LabelListQuery } from "./schemas.ts";

export interface OrganizationLabel {
  labelId: number;
  labelName: string;
  customerCount: number;
  createdAt: Date;
}

/** A page of the organization's labels by name, with how many customers carry each. */
export async function findOrganizationLabels(
  principal: Principal,
  page: LabelListQuery = { limit: 200, offset: 0 },
): Promise<{ labels: OrganizationLabel[]; totalCount: number }> {
  const where = { orgId: principal.orgId };
  const [rows, totalCount] = await Promise.all([
    db.label.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: page.offset,
      take: page.limit,
      select: { id: true, name: true, createdAt: true, _count: { select: { customers: true } } },
    }),
    db.label.count({ where }),
  ]);
  return {
    labels: rows.map((row) => ({ labelId: row.id, labelName: row.name, customerCount: row._count.customers, createdAt: row.createdAt })),
    totalCount,
  };
}
