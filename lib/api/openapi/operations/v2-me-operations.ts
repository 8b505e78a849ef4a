import { changePasswordSchema } from "../../../auth/change-password-schema.ts";
import { currentPasswordWrong, newPasswordRefused, passwordChangeForUsersOnly } from "../../../errors/catalogue.ts";
import { v2ErrorEnvelope } from "../error-envelopes.ts";
import { documented, ok, type OperationDoc } from "../operation-doc.ts";
import { passwordChangedSchema } from "../responses/v2-me-responses.ts";

export const v2MeOperations: OperationDoc[] = [
  {
    method: "post",
    path: "/v2/me/password",
    operationId: "changeOwnPassword",
    tag: "Account (v2)",
    summary: "Change one's own password",
    description:
      "The signed-in user (Basic or console session; API clients are refused) gives the current password and a new " +
      "one: at least 12 characters, not containing the username, with a strength estimate (zxcvbn) of at least " +
      "PASSWORD_MIN_SCORE (3 of 4), and not the current one. Each reason a new password is refused for is one error " +
      "item. A wrong current password counts as a failed sign-in. This is the only operation a one-time password " +
      "(set by an administrator or npm run org:create) may call; every other answers 403 until it is changed.",
    access: "signed-in",
    allowsOneTimePassword: true,
    envelope: v2ErrorEnvelope,
    body: {
      schema: changePasswordSchema,
      example: { currentPassword: "Xk7pq-Mw3rt-Hn8vz-Qb2cd", newPassword: "Velvet-Harbor-Quantum-73" },
    },
    success: ok("The password was changed.", passwordChangedSchema),
    errors: documented(
      currentPasswordWrong(),
      newPasswordRefused("at least 12 characters"),
      newPasswordRefused("must not contain the username"),
      passwordChangeForUsersOnly(),
    ),
  },
];
