import { secondFactorCodeSchema } from "../../../auth/second-factor/second-factor-schemas.ts";
import {
  recentSignInRequired,
  authenticationCodeWrong,
  lastRequiredSecondFactor,
  ownSecondFactorResetRefused,
  secondFactorForUsersOnly,
  tooManyAuthFailures,
  totpAlreadyEnabled,
  totpEnrolmentNotStarted,
  totpNotEnabled,
} from "../../../errors/catalogue.ts";
import { documented, ok, type OperationDoc } from "../operation-doc.ts";
import { demoUserOperations, SCOPE } from "./v2-admin-user-operations.ts";
import { ownAccountOperations } from "./v2-groups.ts";
import { adminUserResultSchema } from "../responses/v2-admin-user-responses.ts";
import {
  recoveryCodesSchema,
  secondFactorStatusSchema,
  totpEnrolmentSchema,
} from "../responses/v2-me-second-factor-responses.ts";

const CODE_EXAMPLE = { code: "123456" };
const USERS_ONLY =
  "For the signed-in user (console session; Basic only while they hold no second factor); API clients are refused. " +
  "Callable by a user whose organization requires a second factor they have not set up yet.";
const THROTTLED =
  "A wrong code is a failed attempt: counted per user (apart from passwords) and per address like sign-ins, " +
  "then 429 with Retry-After.";
const wrongCode = () => tooManyAuthFailures(60);

export const v2MeSecondFactorOperations: OperationDoc[] = [
  ...ownAccountOperations([
    {
      method: "get",
      path: "/v2/me/second-factor",
      operationId: "getOwnSecondFactor",
      summary: "One's own second factor",
      description: `${USERS_ONLY} Whether an authenticator app is set up, recovery codes left, passkeys, and whether the organization requires a second factor of the user.`,
      success: ok("The user's second factor.", secondFactorStatusSchema),
      errors: documented(secondFactorForUsersOnly()),
    },
    {
      method: "post",
      path: "/v2/me/second-factor/totp",
      operationId: "startTotpEnrolment",
      summary: "Start setting up an authenticator app",
      description:
        `${USERS_ONLY} A new secret (replacing one being set up), as an otpauth:// URI and a QR code. It counts only ` +
        "once a code of it is confirmed. Refused while an app is set up: remove it first.",
      success: ok("The secret to scan or type.", totpEnrolmentSchema),
      errors: documented(totpAlreadyEnabled(), secondFactorForUsersOnly(), recentSignInRequired(15)),
    },
    {
      method: "post",
      path: "/v2/me/second-factor/totp/confirm",
      operationId: "confirmTotpEnrolment",
      summary: "Confirm the authenticator app with one of its codes",
      description:
        `${USERS_ONLY} A current code of the secret being set up enables it, and the answer carries ten recovery ` +
        `codes this once (a new set voids older ones). ${THROTTLED}`,
      body: { schema: secondFactorCodeSchema, example: CODE_EXAMPLE },
      success: ok("The recovery codes.", recoveryCodesSchema),
      errors: documented(
        authenticationCodeWrong(),
        totpEnrolmentNotStarted(),
        totpAlreadyEnabled(),
        secondFactorForUsersOnly(),
        wrongCode(),
      ),
    },
    {
      method: "post",
      path: "/v2/me/second-factor/totp/remove",
      operationId: "removeTotp",
      summary: "Remove the authenticator app",
      description:
        `${USERS_ONLY} Needs a current code (or a recovery code); the recovery codes go with it. Refused when the ` +
        `organization requires a second factor of the user and no passkey would remain. ${THROTTLED}`,
      body: { schema: secondFactorCodeSchema, example: CODE_EXAMPLE },
      success: ok("The user's second factor after the removal.", secondFactorStatusSchema),
      errors: documented(
        authenticationCodeWrong(),
        totpNotEnabled(),
        lastRequiredSecondFactor(),
        secondFactorForUsersOnly(),
        wrongCode(),
      ),
    },
    {
      method: "post",
      path: "/v2/me/second-factor/recovery-codes",
      operationId: "regenerateRecoveryCodes",
      summary: "New recovery codes",
      description: `${USERS_ONLY} Needs a current code; ten new recovery codes, shown this once; the old ones stop working. ${THROTTLED}`,
      body: { schema: secondFactorCodeSchema, example: CODE_EXAMPLE },
      success: ok("The new recovery codes.", recoveryCodesSchema),
      errors: documented(authenticationCodeWrong(), totpNotEnabled(), secondFactorForUsersOnly(), wrongCode()),
    },
  ]),
  ...demoUserOperations([
    {
      method: "post",
      subpath: "/reset-second-factor",
      operationId: "resetAdminUserSecondFactor",
      summary: "Reset a user's second factor",
      description:
        `${SCOPE} Clears the ` +
        "user's authenticator app (set up or being set up), recovery codes and passkeys, and ends their console " +
        "sessions. If the organization requires a second factor of them, their next sign-in sends them to set one up. " +
        "Not for oneself.",
      success: ok("The user after the reset.", adminUserResultSchema),
      errors: documented(ownSecondFactorResetRefused()),
    },
  ]),
];
