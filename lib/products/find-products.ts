import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { PRODUCT_SELECT, toProductView, type ProductView } from "./product-view.ts";

export interface FindProductsOptions {
  /** Exact SKUs; when given, search is ignored. */
  skus?: readonly string[];
  /** Part of a SKU or of the description (the product's UI name). */
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
  const where = {
    orgId: principal.orgId,
    ...(options.skus
      ? { sku: { in: [...options.skus] } }
      : search
        ? { OR: [{ sku: { contains: search } }, { description: { contains: search } }] }
        : {}),
  };
  const [rows, total] = await Promise.all([
    db.product.findMany({ where, select: PRODUCT_SELECT, orderBy: [{ addedAt: "desc" }, { id: "desc" }], skip: page * pageSize, take: pageSize }),
    db.product.count({ where }),
  ]);
  return { items: rows.map(toProductView), total, page, pageSize };
}
