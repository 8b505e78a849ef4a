"use client";

import { useMutation } from "@tanstack/react-query";
import {
  createApiClientAction,
  revokeApiClientAction,
  rotateApiClientAction,
} from "@/app/(console)/actions/admin-api-clients.ts";
import type { IssuedSecret } from "@/app/(console)/actions/admin-api-client-operations.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { CreateApiClientInput } from "@/lib/admin/api-clients/schemas.ts";

export type { IssuedSecret };

// Each call is a console action; a refusal is thrown as Refused, in the catalogue's terms with its field.

/** The new client and its secret, shown once. */
export function useCreateApiClient() {
  return useMutation({
    mutationFn: async (payload: CreateApiClientInput) => dataOf(await createApiClientAction(payload)),
  });
}

/** A new secret, shown once; the old one works for the overlap in seconds. */
export function useRotateApiClient() {
  return useMutation({
    mutationFn: async ({ id, overlapSeconds }: { id: number; overlapSeconds: number }) =>
      dataOf(await rotateApiClientAction(id, { overlapSeconds })),
  });
}

export function useRevokeApiClient() {
  return useMutation({ mutationFn: async (id: number) => dataOf(await revokeApiClientAction(id)) });
}
