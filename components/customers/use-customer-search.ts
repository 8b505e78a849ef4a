"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";

export interface CustomerMatch {
  id: number;
  firstName: string;
  lastName: string;
  identifiers: { type: string; value: string }[];
}

/** GET /v2/customers/search on demand (a person presses "Search"): a mutation, not a cached query. */
export function useCustomerSearch() {
  return useMutation({
    mutationFn: async (q: string) =>
      (await apiFetch<{ data: CustomerMatch[] }>(`/v2/customers/search?${new URLSearchParams({ q, limit: "10" })}`))
        .data,
  });
}
