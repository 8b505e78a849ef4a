import "server-only";
import { type RawValue, int, total } from "../../db/codecs.ts";
import type { Db, Tx } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { pageSql } from "../../db/page-sql.ts";
import { sqlRows } from "../../db/sql.ts";
import { CATALOGUE_TABLES, quoted, scopeSql, type CatalogueTable } from "./catalogue-tables.ts";

export interface CataloguePageQuery {
  q?: string;
  active?: boolean;
  limit: number;
  offset: number;
  kind?: string;
}

/**
 * The ids of one page of an organization's catalogue rows, by name without letter case, and how many match.
 * The search ignores letter case on both databases (PostgreSQL's LIKE would not).
 */
export async function findCataloguePage(
  client: Db | Tx,
  table: CatalogueTable,
  orgId: number,
  query: CataloguePageQuery,
): Promise<{ ids: number[]; total: number }> {
  const { search, order } = CATALOGUE_TABLES[table];
  const conditions: Prisma.Sql[] = [];
  if (query.active !== undefined) conditions.push(Prisma.raw(`"active" = ${query.active ? "TRUE" : "FALSE"}`));
  if (query.q !== undefined) {
    const pattern = containsPattern(query.q.toLowerCase());
    conditions.push(
      Prisma.sql`(${Prisma.join(
        search.map((column) => Prisma.sql`LOWER(${quoted(column)}) LIKE ${pattern} ESCAPE '\\'`),
        " OR ",
      )})`,
    );
  }
  const where = Prisma.join([scopeSql(table, orgId, query.kind), ...conditions], " AND ");
  const [rows, counts] = await Promise.all([
    sqlRows<{ id: RawValue }>(
      client,
      Prisma.sql`SELECT "id" ${where} ORDER BY LOWER(${quoted(order)}), "id" ${pageSql(query.limit, query.offset)}`,
    ),
    sqlRows<{ total: RawValue }>(client, Prisma.sql`SELECT COUNT(*) AS "total" ${where}`),
  ]);
  return { ids: rows.map((row) => int(row.id)), total: total(counts[0]?.total) };
}

/** Another row of the organization (and kind) whose column equals `value`, without letter case unless exact. */
export async function findClash(
  client: Db | Tx,
  table: CatalogueTable,
  orgId: number,
  column: string,
  value: string,
  options: { kind?: string; exceptId?: number; exact?: boolean } = {},
): Promise<number | null> {
  const except = options.exceptId === undefined ? Prisma.empty : Prisma.sql`AND "id" <> ${options.exceptId}`;
  const equal = options.exact
    ? Prisma.sql`${quoted(column)} = ${value}`
    : Prisma.sql`LOWER(${quoted(column)}) = LOWER(${value})`;
  const [row] = await sqlRows<{ id: RawValue }>(
    client,
    Prisma.sql`SELECT "id" ${scopeSql(table, orgId, options.kind)} AND ${equal} ${except} LIMIT 1`,
  );
  return row ? int(row.id) : null;
}
