"use client";

import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PasskeyView } from "@/lib/auth/passkeys/passkey-view.ts";
import { apiFetch } from "@/lib/client/api-client.ts";

const PASSKEYS_API = "/v2/me/passkeys";
const PASSKEYS_KEY = ["me", "passkeys"] as const;

export interface RegistrationOptions {
  challengeId: string;
  options: PublicKeyCredentialCreationOptionsJSON;
}

/** GET /v2/me/passkeys, and the calls that change the list (each refreshes it). */
export function usePasskeys() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const passkeys = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => (await apiFetch<{ data: PasskeyView[] }>(PASSKEYS_API)).data,
  });
  const options = useMutation({
    mutationFn: async () =>
      (await apiFetch<{ data: RegistrationOptions }>(`${PASSKEYS_API}/options`, { method: "POST" })).data,
  });
  const register = useMutation({
    mutationFn: (body: { challengeId: string; name: string; response: RegistrationResponseJSON }) =>
      apiFetch<{ data: PasskeyView }>(PASSKEYS_API, { body }),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiFetch<{ data: PasskeyView }>(`${PASSKEYS_API}/${id}`, { method: "PATCH", body: { name } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiFetch<{ data: PasskeyView }>(`${PASSKEYS_API}/${id}`, { method: "DELETE" }),
    onSettled: refresh,
  });
  return { passkeys, options, register, rename, remove };
}
