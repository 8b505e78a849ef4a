"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { RenderedTargetGroup } from "@/lib/target-groups/builder-values.ts";
import type { TargetGroupFormValues } from "@/lib/target-groups/schemas.ts";

interface Envelope {
  data: RenderedTargetGroup;
}

/** POST /v3/targetGroups for a new group, PUT /v3/targetGroups (body with the id) to replace one. */
export function useSaveTargetGroup() {
  return useMutation({
    mutationFn: async ({ id, group }: { id?: number; group: TargetGroupFormValues }) => {
      const body = id === undefined ? group : { id, ...group };
      return (await apiFetch<Envelope>("/v3/targetGroups", { method: id === undefined ? "POST" : "PUT", body })).data;
    },
  });
}

/** DELETE /v3/targetGroups/{id}: deactivates the group (it stays listed, inactive). */
export function useDeactivateTargetGroup() {
  return useMutation({
    mutationFn: async (id: number) => (await apiFetch<Envelope>(`/v3/targetGroups/${id}`, { method: "DELETE" })).data,
  });
}
