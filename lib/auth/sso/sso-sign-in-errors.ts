// Client-safe: why a single sign-on was refused, as the `error` next-auth puts on /login, and what the
// login page says about it.

export const SSO_ERRORS = {
  noAccess: "SsoNoAccess",
  deactivated: "SsoDeactivated",
  notConfigured: "SsoNotConfigured",
} as const;

/** The login page's message for an `?error=` code coming back from a sign-in; null for none. */
export function signInErrorMessage(code: string | undefined): string | null {
  if (!code) return null;
  switch (code) {
    case SSO_ERRORS.noAccess:
      return "Single sign-on worked, but your account has no access here: none of your groups is mapped to this console. Ask your administrator.";
    case SSO_ERRORS.deactivated:
      return "Your account is deactivated. Ask your administrator.";
    case SSO_ERRORS.notConfigured:
      return "Single sign-on is not set up for that organization.";
    case "OAuthSignin":
    case "OAuthCallback":
    case "Callback":
    case "OAuthAccountNotLinked":
      return "Single sign-on failed: the provider's answer could not be verified. Try again from this page.";
    case "TooManyAttempts":
      return "Too many failed sign-in attempts. Wait a while before trying again.";
    case "AccessDenied":
      return "Sign-in was refused.";
    default:
      return "Sign-in failed. Try again.";
  }
}
