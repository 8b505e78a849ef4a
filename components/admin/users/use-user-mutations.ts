"use client";

import {
  createUserAction,
  endUserSessionsAction,
  resetUserPasswordAction,
  resetUserSecondFactorAction,
  updateUserAction,
} from "@/app/(console)/actions/admin-users.ts";
import { useActionMutation } from "@/components/feedback/use-action-mutation.ts";
import type { UpdateAdminUserInput } from "@/lib/admin/users/schemas.ts";

/** The new user and its one-time password. */
export const useCreateUser = () => useActionMutation(createUserAction);

/** Access groups, status or display name. */
export const useUpdateUser = () =>
  useActionMutation(({ id, patch }: { id: number; patch: UpdateAdminUserInput }) => updateUserAction(id, patch));

/** A new one-time password. */
export const useResetPassword = () => useActionMutation(resetUserPasswordAction);

/** Signs the user out of every console session. */
export const useEndUserSessions = () => useActionMutation(endUserSessionsAction);

/** Clears their authenticator app, recovery codes and passkeys. */
export const useResetSecondFactor = () => useActionMutation(resetUserSecondFactorAction);
