"use client";

import { useQuery } from "@tanstack/react-query";
import { createRequestAction } from "@/app/(console)/actions/requests.ts";
import { useActionMutation } from "@/components/feedback/use-action-mutation.ts";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { CreateRequestInput } from "@/lib/requests/schemas.ts";

/** A transaction or merge request from the store (INSTORE); the request lists are refreshed afterwards. */
export const useCreateRequest = () =>
  useActionMutation((body: CreateRequestInput) => createRequestAction(body), ["requests"]);

/** The current status of one request (GET /v2/requests/{id}), to confirm what was created. */
export function useRequestStatus(id: number | null) {
  return useQuery({
    queryKey: ["requests", id],
    queryFn: () => apiFetch<{ id: number; status: string; type: string; baseType: string }>(`/v2/requests/${id}`),
    enabled: id !== null,
  });
}
