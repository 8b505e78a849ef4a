"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addRequestAction } from "@/app/(console)/actions/requests.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { V11AddItem } from "@/lib/requests/schemas.ts";

/** Creates one GOODWILL request through the console's action; a refusal is thrown as Refused. */
export function useAddGoodwillRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (item: V11AddItem) => dataOf(await addRequestAction(item)),
    onSuccess: () => client.invalidateQueries({ queryKey: ["requests"] }),
  });
}
