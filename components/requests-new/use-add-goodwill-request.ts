"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { V11AddItem } from "@/lib/requests/schemas.ts";

interface V11AddResponse {
  response: {
    requests: {
      request: { id: string; status: string; item_status: { success: string; code: number; message: string } }[];
    };
  };
}

/** POST /v1.1/request/add with one GOODWILL item; the created request's id comes back per item. */
export function useAddGoodwillRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (item: V11AddItem) => {
      const result = await apiFetch<V11AddResponse>("/v1.1/request/add", { body: { root: { request: [item] } } });
      return result.response.requests.request[0];
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["requests"] }),
  });
}
