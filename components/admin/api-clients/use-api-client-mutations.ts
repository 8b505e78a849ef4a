"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { ApiClientView } from "@/lib/admin/api-clients/api-client-view.ts";
import type { CreateApiClientInput } from "@/lib/admin/api-clients/schemas.ts";

const API = "/v2/admin/api-clients";

export interface IssuedSecret {
  data: Pick<ApiClientView, "id" | "key" | "name">;
  secret: string;
}

/** POST /v2/admin/api-clients: the new client and its secret, shown once. */
export function useCreateApiClient() {
  return useMutation({
    mutationFn: (payload: CreateApiClientInput) => apiFetch<IssuedSecret>(API, { body: payload }),
  });
}

/** POST …/{id}/rotate with the overlap in seconds: a new secret, shown once. */
export function useRotateApiClient() {
  return useMutation({
    mutationFn: ({ id, overlapSeconds }: { id: number; overlapSeconds: number }) =>
      apiFetch<IssuedSecret>(`${API}/${id}/rotate`, { body: { overlapSeconds } }),
  });
}

/** POST …/{id}/revoke. */
export function useRevokeApiClient() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ data: ApiClientView }>(`${API}/${id}/revoke`, { method: "POST" }),
  });
}
