"use client";

/** "Sign in with single sign-on": asks for the organization, then goes to its provider. */
export function SsoSignInButton({ callbackUrl }: { callbackUrl: string }) {
  void callbackUrl;
  // Filled in with single sign-on.
  return null;
}
