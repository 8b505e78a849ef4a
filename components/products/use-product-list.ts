"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { renderProductList } from "@/lib/products/render-product.ts";
import { PRODUCT_PAGE_SIZE, type ProductQuery } from "./product-query.ts";

export type ProductListPage = ReturnType<typeof renderProductList>;
export type ListedProduct = ProductListPage["response"]["product"][number];

export const productsKey = (query?: ProductQuery) =>
  query ? (["products", "list", query] as const) : (["products"] as const);

/** One page from GET /v1.1/product/get?search=; the server-rendered first page seeds it. */
export function useProductList(query: ProductQuery, initial: { query: ProductQuery; page: ProductListPage }) {
  const isInitial = query.search === initial.query.search && query.page === initial.query.page;
  return useQuery({
    queryKey: productsKey(query),
    queryFn: () =>
      apiFetch<ProductListPage>(
        `/v1.1/product/get?${new URLSearchParams({ search: query.search, page: String(query.page), pageSize: String(PRODUCT_PAGE_SIZE) })}`,
      ),
    initialData: isInitial ? initial.page : undefined,
    placeholderData: keepPreviousData,
  });
}
