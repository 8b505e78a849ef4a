"use server";

import type { CreateAdminUserInput, UpdateAdminUserInput } from "@/lib/admin/users/schemas.ts";
import {
  createUserOperation,
  endUserSessionsOperation,
  resetUserPasswordOperation,
  resetUserSecondFactorOperation,
  updateUserOperation,
} from "./admin-user-operations.ts";
import { consoleCall, performConsoleOperation } from "./console-action.ts";

/** A new user of the organization and its one-time password. */
export async function createUserAction(input: CreateAdminUserInput) {
  return performConsoleOperation(await consoleCall(), createUserOperation, input);
}

/** Access groups, status or display name. */
export async function updateUserAction(id: number, changes: UpdateAdminUserInput) {
  return performConsoleOperation(await consoleCall(), updateUserOperation, changes, id);
}

export async function resetUserPasswordAction(id: number) {
  return performConsoleOperation(await consoleCall(), resetUserPasswordOperation, undefined, id);
}

/** Signs the user out of every console session. */
export async function endUserSessionsAction(id: number) {
  return performConsoleOperation(await consoleCall(), endUserSessionsOperation, undefined, id);
}

/** Clears their authenticator app, recovery codes and passkeys. */
export async function resetUserSecondFactorAction(id: number) {
  return performConsoleOperation(await consoleCall(), resetUserSecondFactorOperation, undefined, id);
}
