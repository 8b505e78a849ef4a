"use client";

import type { LoginInput } from "@/lib/auth/login-schema.ts";

export interface SecondFactorFormProps {
  /** The username and password just accepted: sent again with the code (nothing is kept server-side). */
  credentials: LoginInput;
  callbackUrl: string;
  onSignedIn: () => void;
  onCancel: () => void;
}

/** The second step: an "Authentication code" (or a recovery code), or a passkey instead. */
export function SecondFactorForm({ onCancel }: SecondFactorFormProps) {
  // Filled in with TOTP.
  return (
    <button type="button" className="button secondary" onClick={onCancel}>
      Back
    </button>
  );
}
