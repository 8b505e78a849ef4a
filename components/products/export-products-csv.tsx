"use client";

import { CsvDownloadButton } from "@/components/csv/csv-download-button.tsx";
import { apiFetch } from "@/lib/client/api-client.ts";
import { writeCsv, type CsvCell } from "@/lib/csv/write-csv.ts";
import { ATTRIBUTE_COLUMN_PREFIX } from "@/lib/products/product-csv.ts";
import type { ListedProduct, ProductListPage } from "./use-product-list.ts";

const PAGE_SIZE = 200;
/** The import's columns, each beside the product value it is written from. */
const COLUMNS: { name: string; value: (product: ListedProduct) => CsvCell }[] = [
  { name: "sku", value: (p) => p.sku },
  { name: "price", value: (p) => p.price },
  { name: "name", value: (p) => p.description },
  { name: "long_description", value: (p) => p.long_description },
  { name: "ean", value: (p) => p.ean },
  { name: "brand", value: (p) => p.brand?.name },
  { name: "category", value: (p) => p.category?.name },
  { name: "color", value: (p) => p.color?.name },
  { name: "size", value: (p) => p.size?.name },
  { name: "size_type", value: (p) => p.size?.type },
  { name: "style", value: (p) => p.style?.name },
  { name: "returnable", value: (p) => p.returnable },
  { name: "returnable_days", value: (p) => p.returnable_days },
  { name: "img_url", value: (p) => p.img_url },
  { name: "ou_code", value: (p) => p.ou_code },
];

/**
 * Every product matching the list's search (all pages, not only the one shown), in the import's columns,
 * so an exported file can be edited and imported again.
 */
export function ExportProductsCsv({ search }: { search: string }) {
  const fileName = search ? `products-matching-${search.replace(/[^\w-]+/g, "_")}.csv` : "products.csv";
  return (
    <CsvDownloadButton
      label="Download as CSV"
      fileName={fileName}
      what="products"
      build={async () => productsCsv(await fetchAll(search))}
    />
  );
}

async function fetchAll(search: string): Promise<ListedProduct[]> {
  const products: ListedProduct[] = [];
  for (let page = 0; ; page++) {
    const query = new URLSearchParams({
      search,
      page: String(page),
      pageSize: String(PAGE_SIZE),
    });
    const answer = await apiFetch<ProductListPage>(`/v1.1/product/get?${query}`);
    products.push(...answer.response.product);
    if (products.length >= answer.response.pagination.total || answer.response.product.length === 0) return products;
  }
}

function productsCsv(products: ListedProduct[]): string {
  const attributeNames = [
    ...new Set(products.flatMap((product) => product.attributes.attribute.map((attribute) => attribute.name))),
  ];
  const rows = products.map((p) => [
    ...COLUMNS.map((column) => column.value(p)),
    ...attributeNames.map((name) => p.attributes.attribute.find((attribute) => attribute.name === name)?.value),
  ]);
  return writeCsv(
    [...COLUMNS.map((column) => column.name), ...attributeNames.map((name) => `${ATTRIBUTE_COLUMN_PREFIX}${name}`)],
    rows,
  );
}
