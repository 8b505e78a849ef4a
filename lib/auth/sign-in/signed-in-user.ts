// Client-safe: what each console sign-in (password, passkey, single sign-on) hands next-auth's jwt callback,
// and the errors a sign-in answers the login form with (next-auth passes an authorize error's message).

export type SignInMethod = "password" | "sso" | "passkey";

export interface SignedInUser {
  /** User.id as text (next-auth's user id is a string). */
  id: string;
  name: string;
  method: SignInMethod;
  /** The sign-in passed a second factor: a TOTP or recovery code, or a passkey. */
  secondFactor: boolean;
}

export const SIGN_IN_ERRORS = {
  /** The password was right; the user holds a second factor: ask for an authentication code (or a passkey). */
  secondFactorRequired: "SecondFactorRequired",
  /** The authentication or recovery code was wrong, used before, or of an expired window. */
  codeWrong: "AuthenticationCodeWrong",
  /** The organization enforces single sign-on and this user is not one of its break-glass admins. */
  ssoRequired: "SingleSignOnRequired",
  /** The username, the address or (on the second step) the user's code guesses are locked out for a while. */
  throttled: "TooManyAttempts",
} as const;
