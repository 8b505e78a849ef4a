"use server";

import { consoleCall, performConsoleOperation } from "./console-action.ts";
import { addProductsOperation } from "./product-operations.ts";

/** Adds (or updates by SKU) a batch of products; each item's outcome comes back in the order sent. */
export async function addProductsAction(products: readonly unknown[]) {
  return performConsoleOperation(await consoleCall(), addProductsOperation, { root: { product: products } });
}
