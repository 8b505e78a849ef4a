import "server-only";
import { sqlRows } from "../db/sql.ts";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { pageSql } from "../db/page-sql.ts";

export interface CustomerSummary {
  id: number;
  firstName: string;
  lastName: string;
  identifiers: { type: string; value: string }[];
}

export interface CustomerPage {
  customers: CustomerSummary[];
  total: number;
}

export const NAME_SEARCH_MAX_LENGTH = 100;

/**
 * Live customers of the organization whose "first last" name contains the text, case-insensitively, by
 * name then id. Raw SQL because Prisma's case-insensitive mode exists only on PostgreSQL. The database's
 * LOWER folds both sides, so a name is found as typed on both (SQLite folds ASCII letters only, so there
 * "élodie" does not find "Élodie", while "Élodie" does).
 */
export async function findCustomersByName(
  principal: Principal,
  name: string,
  page: { limit: number; offset: number } = { limit: 20, offset: 0 },
): Promise<CustomerPage> {
  const text = name.trim().slice(0, NAME_SEARCH_MAX_LENGTH);
  if (!text) return { customers: [], total: 0 };
  const pattern = containsPattern(text);
  const scope = Prisma.sql`FROM "Customer" c
    JOIN "CustomerRegistration" r ON r."customerId" = c."id" AND r."orgId" = ${principal.orgId}
    WHERE r."mergedIntoId" IS NULL AND LOWER(c."firstName" || ' ' || c."lastName") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\'`;
  const [rows, counted] = await Promise.all([
    sqlRows<{ id: number | bigint }>(
      db,
      Prisma.sql`SELECT c."id" AS "id" ${scope}
      ORDER BY LOWER(c."firstName"), LOWER(c."lastName"), c."id" ${pageSql(page.limit, page.offset)}`,
    ),
    sqlRows<{ total: number | bigint }>(db, Prisma.sql`SELECT COUNT(*) AS "total" ${scope}`),
  ]);
  const ids = rows.map((row) => Number(row.id));
  const total = Number(counted[0]?.total ?? 0);
  return { customers: await loadSummaries(principal.orgId, ids), total };
}

/** Customers with their identifiers in this organization, in the order of the ids given. */
export async function loadSummaries(orgId: number, ids: number[]): Promise<CustomerSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.customer.findMany({
    where: { id: { in: ids } },
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
