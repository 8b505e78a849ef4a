"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SecondFactorStatus } from "@/lib/auth/second-factor/second-factor-status.ts";
import type { TotpEnrolment } from "@/lib/auth/second-factor/start-totp-enrolment.ts";
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

/** Every change answers or alters the status: read it again afterwards. */
function useSecondFactorMutation<I, T>(run: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: SECOND_FACTOR_KEY }),
  });
}

export const useStartTotp = () =>
  useSecondFactorMutation(
    async () => (await apiFetch<{ data: TotpEnrolment }>(`${API}/totp`, { method: "POST" })).data,
  );

type Codes = { data: { recoveryCodes: string[] } };
export const useConfirmTotp = () =>
  useSecondFactorMutation(
    async (code: string) => (await apiFetch<Codes>(`${API}/totp/confirm`, { body: { code } })).data,
  );
export const useRemoveTotp = () =>
  useSecondFactorMutation((code: string) => apiFetch(`${API}/totp/remove`, { body: { code } }));
export const useRegenerateRecoveryCodes = () =>
  useSecondFactorMutation(
    async (code: string) => (await apiFetch<Codes>(`${API}/recovery-codes`, { body: { code } })).data,
  );
