"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addProductsAction } from "@/app/(console)/actions/products.ts";
import type { AddedProducts } from "@/app/(console)/actions/product-operations.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import { productsKey } from "./use-product-list.ts";

/**
 * One call of the add-products action: every item's outcome in the order sent, also when every item
 * failed; a refusal of the whole call (too many, too large, a concurrent change) is thrown as Refused.
 */
export async function addProductBatch(items: readonly unknown[]): Promise<AddedProducts> {
  return dataOf(await addProductsAction(items));
}

/** Adds products and refreshes the product list once the call has answered. */
export function useAddProducts<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: productsKey() }) });
}
