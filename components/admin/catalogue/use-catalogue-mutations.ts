"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";

interface EntryAnswer {
  data: { id: number; active: boolean };
}

/** Add, change and delete through the same /v2/admin routes external systems call. */
export function useCatalogueMutations(api: string) {
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<EntryAnswer>(api, { body }),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      apiFetch<EntryAnswer>(`${api}/${id}`, { method: "PATCH", body }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiFetch<EntryAnswer>(`${api}/${id}`, { method: "DELETE" }),
  });
  return { create, update, remove };
}
