"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { changeLabelsAction } from "@/app/(console)/actions/labels.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { ChangeLabelsInput } from "@/lib/labels/schemas.ts";

export interface CustomerLabel {
  labelId: number;
  labelName: string;
}

const labelsKey = (customerId: number) => ["customerLabels", customerId] as const;

/** The labels a customer carries (GET /v2/customers/{id}/labels) and changes to them (the changeLabels action). */
export function useCustomerLabels(customerId: number, initialLabels: CustomerLabel[]) {
  const client = useQueryClient();
  const labels = useQuery({
    queryKey: labelsKey(customerId),
    queryFn: async () =>
      (await apiFetch<{ data: CustomerLabel[] }>(`/v2/customers/${customerId}/labels`)).data.map(
        ({ labelId, labelName }) => ({ labelId, labelName }),
      ),
    initialData: initialLabels,
  });
  const change = useMutation({
    mutationFn: async (changes: ChangeLabelsInput) => dataOf(await changeLabelsAction(customerId, changes)),
    onSettled: () => client.invalidateQueries({ queryKey: labelsKey(customerId) }),
  });
  return { labels, change };
}
