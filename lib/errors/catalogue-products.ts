import { defineError, defineItem } from "./define-error.ts";
import { leadingPath } from "../validation/describe-issue.ts";

// Products (part of the catalogue: lib/errors/catalogue.ts). 9100-9108 are the original's; 9101, 9109-9114,
// 2101 and 2102 are ours. Item codes travel in each product's item_status, not as the call's refusal.
export const productSaved = defineItem<[outcome: "added" | "updated"]>(9100, {
  added: "Product added successfully",
  updated: "Product updated successfully",
});
export const productsRetrieved = defineItem(2100, "Product retrieval successful");
export const invalidProductField = defineItem<[detail: string]>(9101, "Invalid product data: {detail}", {
  field: (params) => leadingPath(params.detail),
});
export const skuNotPassed = defineItem(9102, "Item SKU not passed", { field: "sku" });
export const priceNotPassed = defineItem(9103, "Product Price not passed", { field: "price" });
export const priceNotNumeric = defineItem(9106, "Product price is not numeric", { field: "price" });
export const eanTaken = defineItem(9108, "Trying to add product with an already existing EAN", { field: "ean" });
export const skuRepeated = defineItem<[sku: string]>(
  9109,
  "SKU {sku} is repeated in the batch; only its first occurrence is processed",
  { field: "sku" },
);
export const dictionaryValueUnknown = defineItem<[kind: string, value: string]>(
  9110,
  "The {kind} {value} is not configured for the organization",
  { field: "{kind}" },
);
export const ouProductsDisabled = defineItem(
  9111,
  "ou_code is not allowed: organisation unit level products (CONF_OU_LEVEL_PRODUCTS_ENABLED) are not enabled",
  { field: "ou_code" },
);
export const orgUnitUnknown = defineItem<[code: string]>(9112, "Organisation unit {code} not found", {
  field: "ou_code",
});
export const productNotFound = defineItem<[sku: string]>(2101, "Product {sku} not found");
export const tooManyProducts = defineError<[max: number]>(9113, 413, "Too many products in one call: at most {max}");
export const concurrentProductChange = defineError(
  9114,
  409,
  "Another call changed the same SKU or EAN at the same time; nothing was written, retry the batch",
);
