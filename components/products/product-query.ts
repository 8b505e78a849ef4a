// Shared by the server page and the client list, so no "use client" here: a server component importing a
// value from a client module would get a client reference instead of the value.

export const PRODUCT_PAGE_SIZE = 20;

/** What the list shows: the search text (empty lists all) and the 0-based page. */
export interface ProductQuery {
  search: string;
  page: number;
}

/** The page's own URL for a query: `?q=` and `?page=` as the server component reads them. */
export function productsPageUrl(query: ProductQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.page > 0) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}
