import "server-only";
import { sqlRows } from "../db/sql.ts";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { PRODUCT_SELECT, toProductView, type ProductView } from "./product-view.ts";
import { pageSql } from "../db/page-sql.ts";

export interface FindProductsOptions {
  /** Exact SKUs; when given, search is ignored. */
  skus?: readonly string[];
  /** Part of a SKU or of the description (the product's UI name), matched case-insensitively. */
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface ProductPage {
  items: ProductView[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of the caller's organization's products, newest first. */
export async function findProducts(principal: Principal, options: FindProductsOptions = {}): Promise<ProductPage> {
  const page = options.page ?? 0;
  const pageSize = options.pageSize ?? 50;
  const search = options.search?.trim();
  if (search && !options.skus) return searchProducts(principal.orgId, search, page, pageSize);
  const where = { orgId: principal.orgId, ...(options.skus ? { sku: { in: [...options.skus] } } : {}) };
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where,
      select: PRODUCT_SELECT,
      orderBy: [{ addedAt: "desc" }, { id: "desc" }],
      skip: page * pageSize,
      take: pageSize,
    }),
    db.product.count({ where }),
  ]);
  return { items: rows.map(toProductView), total, page, pageSize };
}

/**
 * Raw SQL because Prisma's case-insensitive mode exists only on PostgreSQL, and its `contains` is
 * case-insensitive on SQLite only. The database's LOWER folds both sides, so text is found as typed on
 * both (SQLite folds ASCII letters only; JavaScript's toLowerCase would fold "É" where SQLite does not).
 * Wildcards are plain text.
 */
async function searchProducts(orgId: number, search: string, page: number, pageSize: number): Promise<ProductPage> {
  const pattern = containsPattern(search);
  const scope = Prisma.sql`FROM "Product" WHERE "orgId" = ${orgId}
    AND (LOWER("sku") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\' OR LOWER("description") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\')`;
  const [found, counted] = await Promise.all([
    sqlRows<{ id: number | bigint }>(
      db,
      Prisma.sql`SELECT "id" ${scope} ORDER BY "addedAt" DESC, "id" DESC ${pageSql(pageSize, page * pageSize)}`,
    ),
    sqlRows<{ total: number | bigint }>(db, Prisma.sql`SELECT COUNT(*) AS "total" ${scope}`),
  ]);
  const ids = found.map((row) => Number(row.id));
  const rows = ids.length
    ? await db.product.findMany({ where: { orgId, id: { in: ids } }, select: PRODUCT_SELECT })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductView(row)] : [];
  });
  return { items, total: Number(counted[0]?.total ?? 0), page, pageSize };
}
