"use server";

import type { ChangePasswordInput } from "@/lib/auth/change-password-schema.ts";
import { changePasswordOperation } from "./account-operations.ts";
import { runConsoleAction } from "./console-action.ts";

/** The signed-in user changes their own password. */
export async function changePasswordAction(input: ChangePasswordInput) {
  return runConsoleAction(changePasswordOperation, input);
}
