"use client";

import { useState } from "react";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { ExportProductsCsv } from "./export-products-csv.tsx";
import { PRODUCT_PAGE_SIZE, productsPageUrl, type ProductQuery } from "./product-query.ts";
import { useProductList, type ListedProduct, type ProductListPage } from "./use-product-list.ts";
import styles from "./products.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

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
        <InputField
          id="product-search"
          label="SKU or name"
          hint="Any part of the SKU or of the name, ignoring case. Leave empty to list every product."
          name="q"
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Search</Button>
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
        <DataTable
          caption="Products, newest first"
          columns={COLUMNS}
          rows={products}
          rowKey={(product) => product.item_id}
          rowProps={(product) => ({ "data-testid": `product-row-${product.sku}` })}
          empty={query.search ? "No product has this text in its SKU or name." : "No products yet."}
          busy={list.isFetching}
        />
        <LinkPager
          label="Product pages"
          page={query.page}
          pages={pages}
          href={(page) => productsPageUrl({ ...query, page })}
          onNavigate={(page) => change({ ...query, page })}
        >
          {list.isFetching && <span className="muted">Loading…</span>}
          {list.error && (
            <span role="alert" className="form-error">
              {list.error.message}
            </span>
          )}
        </LinkPager>
      </section>
    </div>
  );
}

const missing = <span className="muted">—</span>;

const COLUMNS: Column<ListedProduct>[] = [
  { key: "sku", header: "SKU", rowHeader: true, cell: (product) => product.sku },
  { key: "name", header: "Name", cell: (product) => product.description || missing },
  { key: "brand", header: "Brand", cell: (product) => product.brand?.name ?? missing },
  { key: "category", header: "Category", cell: (product) => product.category?.name ?? missing },
  {
    key: "price",
    header: <span className={styles.number}>Price</span>,
    cell: (product) => <span className={styles.number}>{PRICE.format(product.price)}</span>,
  },
  {
    key: "added",
    header: "Added on",
    cell: (product) => <time dateTime={product.added_on}>{product.added_on.slice(0, 16).replace("T", " ")}</time>,
  },
];
