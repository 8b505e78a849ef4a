"use client";

export interface PasskeySignInButtonProps {
  callbackUrl: string;
  onSignedIn: () => void;
  onFailure: (message: string) => void;
}

/** "Sign in with a passkey": no username or password needed. */
export function PasskeySignInButton(props: PasskeySignInButtonProps) {
  void props;
  // Filled in with passkeys.
  return null;
}
