"use client";

import { useMutation } from "@tanstack/react-query";
import {
  createTargetGroupAction,
  deactivateTargetGroupAction,
  updateTargetGroupAction,
} from "@/app/(console)/actions/target-groups.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { TargetGroupFormValues } from "@/lib/target-groups/schemas.ts";

/** Creates a group, or replaces the one named by `id`; a refusal is thrown as Refused. */
export function useSaveTargetGroup() {
  return useMutation({
    mutationFn: async ({ id, group }: { id?: number; group: TargetGroupFormValues }) =>
      dataOf(id === undefined ? await createTargetGroupAction(group) : await updateTargetGroupAction(id, group)),
  });
}

/** Deactivates the group (it stays listed, inactive). */
export function useDeactivateTargetGroup() {
  return useMutation({ mutationFn: async (id: number) => dataOf(await deactivateTargetGroupAction(id)) });
}
