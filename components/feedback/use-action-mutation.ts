"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { DomainOutcome } from "@/lib/errors/domain-outcome.ts";
import { dataOf } from "./refused.ts";

/**
 * A mutation that runs one console action: its data on success, its refusal thrown as Refused (in the
 * catalogue's terms with its field). With `invalidates`, the queries under that key refresh after a success.
 */
export function useActionMutation<Input, Data>(
  action: (input: Input) => Promise<DomainOutcome<Data>>,
  invalidates?: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    // Only the input goes to the action: a server action sends every argument it is given.
    mutationFn: async (input: Input) => dataOf(await action(input)),
    onSuccess: invalidates ? () => client.invalidateQueries({ queryKey: invalidates }) : undefined,
  });
}
