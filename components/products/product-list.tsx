"use client";

import { useState } from "react";
import { ExportProductsCsv } from "./export-products-csv.tsx";
import {
  PRODUCT_PAGE_SIZE,
  productsPageUrl,
  type ProductQuery,
} from "./product-query.ts";
import {
  useProductList,
  type ListedProduct,
  type ProductListPage,
} from "./use-product-list.ts";
import styles from "./products.module.css";

const PRICE = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** The searchable, paged product list; the query lives in the URL so a search can be shared or reloaded. */
export function ProductList({
  initialQuery,
  initialPage,
}: {
  initialQuery: ProductQuery;
  initialPage: ProductListPage;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [draft, setDraft] = useState(initialQuery.search);
  const list = useProductList(query, {
    query: initialQuery,
    page: initialPage,
  });

  const change = (next: ProductQuery) => {
    setQuery(next);
    window.history.replaceState(null, "", productsPageUrl(next));
  };
  const products = list.data?.response.product ?? [];
  const total = list.data?.response.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));

  return (
    <div className={styles.stack}>
      <form
        role="search"
        aria-label="Search products"
        method="get"
        action="/products"
        className={`panel ${styles.search}`}
        onSubmit={(event) => {
          event.preventDefault();
          setDraft(draft.trim());
          change({ search: draft.trim(), page: 0 });
        }}
      >
        <div className="field">
          <label htmlFor="product-search">SKU or name</label>
          <input
            id="product-search"
            name="q"
            type="search"
            value={draft}
            maxLength={100}
            aria-describedby="product-search-hint"
            onChange={(e) => setDraft(e.target.value)}
          />
          <span id="product-search-hint" className="muted">
            Any part of the SKU or of the name, ignoring case. Leave empty to
            list every product.
          </span>
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>

      <section aria-labelledby="product-results-heading">
        <h2 id="product-results-heading" aria-live="polite">
          {query.search
            ? `${total} ${total === 1 ? "product matches" : "products match"} “${query.search}”`
            : `All products (${total})`}
        </h2>
        <p>
          <ExportProductsCsv search={query.search} />
        </p>
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">
              Products, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Name</th>
                <th scope="col">Brand</th>
                <th scope="col">Category</th>
                <th scope="col" className={styles.number}>
                  Price
                </th>
                <th scope="col">Added on</th>
              </tr>
            </thead>
            <tbody>
              {products.length === 0 && (
                <tr>
                  <td colSpan={6} className="muted">
                    {query.search
                      ? "No product has this text in its SKU or name."
                      : "No products yet."}
                  </td>
                </tr>
              )}
              {products.map((product) => (
                <ProductRow key={product.item_id} product={product} />
              ))}
            </tbody>
          </table>
        </div>
        <nav className={styles.pager} aria-label="Product pages">
          <button
            type="button"
            className="button secondary"
            disabled={query.page === 0}
            onClick={() => change({ ...query, page: query.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {query.page + 1} of {pages}
          </span>
          <button
            type="button"
            className="button secondary"
            disabled={query.page + 1 >= pages}
            onClick={() => change({ ...query, page: query.page + 1 })}
          >
            Next
          </button>
          {list.isFetching && <span className="muted">Loading…</span>}
          {list.error && (
            <span role="alert" className="form-error">
              {list.error.message}
            </span>
          )}
        </nav>
      </section>
    </div>
  );
}

function ProductRow({ product }: { product: ListedProduct }) {
  return (
    <tr data-testid={`product-row-${product.sku}`}>
      <th scope="row">{product.sku}</th>
      <td>{product.description || <span className="muted">—</span>}</td>
      <td>{product.brand?.name ?? <span className="muted">—</span>}</td>
      <td>{product.category?.name ?? <span className="muted">—</span>}</td>
      <td className={styles.number}>{PRICE.format(product.price)}</td>
      <td>
        <time dateTime={product.added_on}>
          {product.added_on.slice(0, 16).replace("T", " ")}
        </time>
      </td>
    </tr>
  );
}
