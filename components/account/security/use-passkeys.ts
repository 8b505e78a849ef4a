"use client";

import type { RegistrationResponseJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  passkeyOptionsAction,
  registerPasskeyAction,
  removePasskeyAction,
  renamePasskeyAction,
} from "@/app/(console)/actions/account-security.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { PasskeyView } from "@/lib/auth/passkeys/passkey-view.ts";
import { apiFetch } from "@/lib/client/api-client.ts";

const PASSKEYS_API = "/v2/me/passkeys";
const PASSKEYS_KEY = ["me", "passkeys"] as const;

/** GET /v2/me/passkeys, and the console actions that change the list (each refreshes it). */
export function usePasskeys() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const passkeys = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => (await apiFetch<{ data: PasskeyView[] }>(PASSKEYS_API)).data,
  });
  // The WebAuthn ceremony runs in the browser between these two steps.
  const options = useMutation({ mutationFn: async () => dataOf(await passkeyOptionsAction()) });
  const register = useMutation({
    mutationFn: async (input: { challengeId: string; name: string; response: RegistrationResponseJSON }) =>
      dataOf(await registerPasskeyAction(input)),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => dataOf(await renamePasskeyAction(id, name)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => dataOf(await removePasskeyAction(id)),
    onSettled: refresh,
  });
  return { passkeys, options, register, rename, remove };
}
