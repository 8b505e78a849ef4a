"use server";

import { runConsoleAction } from "./console-action.ts";
import { addProductsOperation } from "./product-operations.ts";

/** Adds (or updates by SKU) a batch of products; each item's outcome comes back in the order sent. */
export async function addProductsAction(products: readonly unknown[]) {
  return runConsoleAction(addProductsOperation, { root: { product: products } });
}
