"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/client/api-client.ts";
import type { renderProductItem } from "@/lib/products/render-product.ts";
import { productsKey } from "./use-product-list.ts";

export type AddedProductItem = ReturnType<typeof renderProductItem>;

export interface AddProductsAnswer {
  status: { success: boolean; code: number; message: string };
  product: AddedProductItem[];
}

/**
 * One call of POST /v1.1/product/add. A batch where every item failed answers 422 with the same per-item
 * statuses as a success, so that answer is returned, not thrown; any other refusal throws ApiError.
 */
export async function addProductBatch(items: readonly unknown[]): Promise<AddProductsAnswer> {
  try {
    return (
      await apiFetch<{ response: AddProductsAnswer }>("/v1.1/product/add", { body: { root: { product: items } } })
    ).response;
  } catch (error) {
    const answer =
      error instanceof ApiError && error.status === 422
        ? (error.body as { response?: AddProductsAnswer } | null)?.response
        : undefined;
    if (answer && Array.isArray(answer.product) && answer.product.length === items.length) return answer;
    throw error;
  }
}

/** Adds products and refreshes the product list once the call has answered. */
export function useAddProducts<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: productsKey() }) });
}
