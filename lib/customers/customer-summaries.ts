import "server-only";
import { db } from "../db/client.ts";

export interface CustomerSummary {
  id: number;
  firstName: string;
  lastName: string;
  identifiers: { type: string; value: string }[];
}

/** Customers with their identifiers in this organization, in the order of the ids given. */
export async function loadSummaries(orgId: number, ids: readonly number[]): Promise<CustomerSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.customer.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      identifiers: { where: { orgId }, orderBy: { id: "asc" }, select: { type: true, value: true } },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
