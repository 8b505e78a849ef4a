"use client";

import { CsvDownloadButton } from "@/components/csv/csv-download-button.tsx";
import { apiFetch } from "@/lib/client/api-client.ts";
import { writeCsv } from "@/lib/csv/write-csv.ts";
import { ATTRIBUTE_COLUMN_PREFIX } from "@/lib/products/product-csv.ts";
import type { ListedProduct, ProductListPage } from "./use-product-list.ts";

const PAGE_SIZE = 200;
const FIELDS = [
  "sku",
  "price",
  "name",
  "long_description",
  "ean",
  "brand",
  "category",
  "color",
  "size",
  "size_type",
  "style",
  "returnable",
  "returnable_days",
  "img_url",
  "ou_code",
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
    p.sku,
    p.price,
    p.description,
    p.long_description,
    p.ean,
    p.brand?.name,
    p.category?.name,
    p.color?.name,
    p.size?.name,
    p.size?.type,
    p.style?.name,
    p.returnable,
    p.returnable_days,
    p.img_url,
    p.ou_code,
    ...attributeNames.map((name) => p.attributes.attribute.find((attribute) => attribute.name === name)?.value),
  ]);
  return writeCsv([...FIELDS, ...attributeNames.map((name) => `${ATTRIBUTE_COLUMN_PREFIX}${name}`)], rows);
}
