"use client";

import {
  createApiClientAction,
  revokeApiClientAction,
  rotateApiClientAction,
} from "@/app/(console)/actions/admin-api-clients.ts";
import type { IssuedSecret } from "@/app/(console)/actions/admin-api-client-operations.ts";
import { useActionMutation } from "@/components/feedback/use-action-mutation.ts";

export type { IssuedSecret };

/** The new client and its secret, shown once. */
export const useCreateApiClient = () => useActionMutation(createApiClientAction);

/** A new secret, shown once; the old one works for the overlap in seconds. */
export const useRotateApiClient = () =>
  useActionMutation(({ id, overlapSeconds }: { id: number; overlapSeconds: number }) =>
    rotateApiClientAction(id, { overlapSeconds }),
  );

export const useRevokeApiClient = () => useActionMutation(revokeApiClientAction);
