import "server-only";
import { verifyThrottled } from "../auth-throttle.ts";
import { recordSignIn } from "../record-sign-in.ts";
import { verifyCredentials } from "../verify-credentials.ts";
import { secondFactorStep } from "../second-factor/sign-in-step.ts";
import { assertPasswordSignInAllowed } from "../sso/password-sign-in-policy.ts";
import { signInContext, type SignInContext } from "./sign-in-context.ts";
import type { SignedInUser } from "./signed-in-user.ts";

export interface PasswordSignInInput {
  username?: string;
  password?: string;
  /** An authentication code (TOTP) or recovery code, on the second step of a user holding a second factor. */
  code?: string;
}

/**
 * The console's password sign-in: the password (throttled per name and IP), then whether this user may use
 * a password at all (single sign-on enforcement), then their second factor. null: wrong name or password.
 * Throws an Error whose message is one of SIGN_IN_ERRORS when the form must ask for more.
 */
export async function passwordSignIn(
  input: PasswordSignInInput,
  context: SignInContext = signInContext(),
): Promise<SignedInUser | null> {
  const username = input.username ?? "";
  const { ip, requestId } = context;
  const attempt = { username, ip, path: "console" as const, requestId };
  const principal = await verifyThrottled(attempt, () =>
    verifyCredentials(username, input.password ?? "", "USER", "session"),
  );
  if (!principal) return null;
  await assertPasswordSignInAllowed(principal);
  const secondFactor = await secondFactorStep(principal, input.code);
  await recordSignIn(principal.userId);
  return { id: String(principal.userId), name: principal.displayName, method: "password", secondFactor };
}
