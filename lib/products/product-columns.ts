import type { ValidProduct } from "./validate-product-item.ts";

/** The product's own columns: what one product item sets, so also what the audit log compares. */
export const PRODUCT_COLUMNS = [
  "sku",
  "ean",
  "price",
  "description",
  "longDescription",
  "returnable",
  "returnableDays",
  "ouId",
  "imgUrl",
  "size",
  "sizeType",
  "style",
  "brand",
  "color",
  "category",
  "attributes",
] as const satisfies readonly (keyof ValidProduct)[];
