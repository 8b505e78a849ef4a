"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  confirmTotpAction,
  regenerateRecoveryCodesAction,
  removeTotpAction,
  startTotpAction,
} from "@/app/(console)/actions/account-security.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { SecondFactorStatus } from "@/lib/auth/second-factor/second-factor-status.ts";
import { apiFetch } from "@/lib/client/api-client.ts";

const API = "/v2/me/second-factor";
export const SECOND_FACTOR_KEY = ["me", "second-factor"] as const;

/** GET /v2/me/second-factor. */
export function useSecondFactorStatus() {
  return useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: async () => (await apiFetch<{ data: SecondFactorStatus }>(API)).data,
  });
}

/** Every change (a console action; a refusal thrown as Refused) alters the status: read it again afterwards. */
function useSecondFactorMutation<I, T>(run: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: SECOND_FACTOR_KEY }),
  });
}

export const useStartTotp = () => useSecondFactorMutation(async () => dataOf(await startTotpAction()));
export const useConfirmTotp = () =>
  useSecondFactorMutation(async (code: string) => dataOf(await confirmTotpAction(code)));
export const useRemoveTotp = () =>
  useSecondFactorMutation(async (code: string) => dataOf(await removeTotpAction(code)));
export const useRegenerateRecoveryCodes = () =>
  useSecondFactorMutation(async (code: string) => dataOf(await regenerateRecoveryCodesAction(code)));
