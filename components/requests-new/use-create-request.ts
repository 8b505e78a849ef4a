"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createRequestAction } from "@/app/(console)/actions/requests.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { CreateRequestInput } from "@/lib/requests/schemas.ts";

/** A transaction or merge request from the store (INSTORE); the request lists are refreshed afterwards. */
export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateRequestInput) => dataOf(await createRequestAction(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ["requests"] }),
  });
}

/** The current status of one request (GET /v2/requests/{id}), to confirm what was created. */
export function useRequestStatus(id: number | null) {
  return useQuery({
    queryKey: ["requests", id],
    queryFn: () => apiFetch<{ id: number; status: string; type: string; baseType: string }>(`/v2/requests/${id}`),
    enabled: id !== null,
  });
}
