import "server-only";
import { changeOwnPassword } from "@/lib/auth/change-own-password.ts";
import { changePasswordSchema } from "@/lib/auth/change-password-schema.ts";
import type { ConsoleOperation } from "./console-action.ts";

/** POST /v2/me/password's operation: the one a one-time password may call. */
export const changePasswordOperation: ConsoleOperation<typeof changePasswordSchema, { mustChangePassword: false }> = {
  access: "signed-in",
  schema: changePasswordSchema,
  allowsOneTimePassword: true,
  maxInputBytes: 4096,
  run: (principal, input, _id, call) =>
    changeOwnPassword(principal, input, { ip: call.ip ?? "", requestId: principal.requestId }),
};
