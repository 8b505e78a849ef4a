"use server";

import type { CreateAdminUserInput, UpdateAdminUserInput } from "@/lib/admin/users/schemas.ts";
import * as users from "./admin-user-operations.ts";
import { runConsoleAction } from "./console-action.ts";

/** A new user of the organization and its one-time password. */
export async function createUserAction(input: CreateAdminUserInput) {
  return runConsoleAction(users.createUserOperation, input);
}

/** Access groups, status or display name. */
export async function updateUserAction(id: number, changes: UpdateAdminUserInput) {
  return runConsoleAction(users.updateUserOperation, changes, id);
}

export async function resetUserPasswordAction(id: number) {
  return runConsoleAction(users.resetUserPasswordOperation, undefined, id);
}

/** Signs the user out of every console session. */
export async function endUserSessionsAction(id: number) {
  return runConsoleAction(users.endUserSessionsOperation, undefined, id);
}

/** Clears their authenticator app, recovery codes and passkeys. */
export async function resetUserSecondFactorAction(id: number) {
  return runConsoleAction(users.resetUserSecondFactorOperation, undefined, id);
}
