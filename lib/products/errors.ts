import { DomainError } from "../errors/domain-error.ts";

// Item codes of the product API. 9100-9108 are the original's; 9101 and 9109-9114, 2101, 2102 are ours.
export const PRODUCT_ADDED = { code: 9100, message: "Product added successfully" } as const;
export const PRODUCT_UPDATED = { code: 9100, message: "Product updated successfully" } as const;
export const PRODUCTS_RETRIEVED = { code: 2100, message: "Product retrieval successful" } as const;

export interface ItemError {
  code: number;
  message: string;
}

export const invalidProductField = (detail: string): ItemError => ({ code: 9101, message: `Invalid product data: ${detail}` });
export const skuNotPassed = (): ItemError => ({ code: 9102, message: "Item SKU not passed" });
export const priceNotPassed = (): ItemError => ({ code: 9103, message: "Product Price not passed" });
export const priceNotNumeric = (): ItemError => ({ code: 9106, message: "Product price is not numeric" });
export const eanTaken = (): ItemError => ({ code: 9108, message: "Trying to add product with an already existing EAN" });
export const skuRepeated = (sku: string): ItemError => ({ code: 9109, message: `SKU ${sku} is repeated in the batch; only its first occurrence is processed` });
export const dictionaryValueUnknown = (kind: string, value: string): ItemError => ({
  code: 9110,
  message: `The ${kind} ${value} is not configured for the organization`,
});
export const ouProductsDisabled = (): ItemError => ({
  code: 9111,
  message: "ou_code is not allowed: organisation unit level products (CONF_OU_LEVEL_PRODUCTS_ENABLED) are not enabled",
});
export const orgUnitUnknown = (code: string): ItemError => ({ code: 9112, message: `Organisation unit ${code} not found` });
export const productNotFound = (sku: string): ItemError => ({ code: 2101, message: `Product ${sku} not found` });

export const tooManyProducts = (max: number) => new DomainError(9113, `Too many products in one call: at most ${max}`, 413);
export const concurrentProductChange = () =>
  new DomainError(9114, "Another call changed the same SKU or EAN at the same time; nothing was written, retry the batch", 409);
