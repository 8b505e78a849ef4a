"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { decideRequests, type Decision, type DecisionTarget } from "./decide-requests.ts";

/** Approves or rejects a selection, then refreshes every cached view of requests (queue pages and details). */
export function useDecideRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { targets: DecisionTarget[]; decision: Decision; comment: string }) =>
      decideRequests(input.targets, input.decision, input.comment),
    onSettled: () => client.invalidateQueries({ queryKey: ["requests"] }),
  });
}
