import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { PRODUCT_SELECT, toProductView, type ProductView } from "./product-view.ts";
import { searchProductIds } from "./store/search-product-ids.ts";

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

/** The products whose SKU or description contains the text (lib/products/store/search-product-ids.ts). */
async function searchProducts(orgId: number, search: string, page: number, pageSize: number): Promise<ProductPage> {
  const { ids, total } = await searchProductIds(db, orgId, search, { take: pageSize, skip: page * pageSize });
  const rows = ids.length
    ? await db.product.findMany({ where: { orgId, id: { in: ids } }, select: PRODUCT_SELECT })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductView(row)] : [];
  });
  return { items, total, page, pageSize };
}
