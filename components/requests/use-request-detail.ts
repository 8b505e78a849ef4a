"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { renderRequestDetail } from "@/lib/requests/render-request.ts";

export type RequestDetailView = ReturnType<typeof renderRequestDetail>;

export const requestDetailKey = (id: number) => ["requests", "detail", id] as const;

/** One request with its history from GET /v2/requests/{id}; the server-rendered copy seeds it. */
export function useRequestDetail(initial: RequestDetailView) {
  return useQuery({
    queryKey: requestDetailKey(initial.id),
    queryFn: () => apiFetch<RequestDetailView>(`/v2/requests/${initial.id}`),
    initialData: initial,
  });
}
