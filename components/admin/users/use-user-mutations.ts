"use client";

import { useMutation } from "@tanstack/react-query";
import {
  createUserAction,
  endUserSessionsAction,
  resetUserPasswordAction,
  resetUserSecondFactorAction,
  updateUserAction,
} from "@/app/(console)/actions/admin-users.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { CreateAdminUserInput, UpdateAdminUserInput } from "@/lib/admin/users/schemas.ts";

// Each call is a console action; a refusal is thrown as Refused, in the catalogue's terms with its field.

/** The new user and its one-time password. */
export function useCreateUser() {
  return useMutation({
    mutationFn: async (payload: CreateAdminUserInput) => dataOf(await createUserAction(payload)),
  });
}

/** Access groups, status or display name. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: UpdateAdminUserInput }) =>
      dataOf(await updateUserAction(id, patch)),
  });
}

/** A new one-time password. */
export function useResetPassword() {
  return useMutation({ mutationFn: async (id: number) => dataOf(await resetUserPasswordAction(id)) });
}

/** Signs the user out of every console session. */
export function useEndUserSessions() {
  return useMutation({ mutationFn: async (id: number) => dataOf(await endUserSessionsAction(id)) });
}

/** Clears their authenticator app, recovery codes and passkeys. */
export function useResetSecondFactor() {
  return useMutation({ mutationFn: async (id: number) => dataOf(await resetUserSecondFactorAction(id)) });
}
