"use client";

import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { signIn } from "next-auth/react";
import { useState, useSyncExternalStore } from "react";
import { SIGN_IN_ERRORS } from "@/lib/auth/sign-in/signed-in-user.ts";
import { ApiError, apiFetch } from "@/lib/client/api-client.ts";
import { passkeyRefusal, subscribeNever } from "./passkey-refusal.ts";
import { Button } from "@/components/ui/button.tsx";

export interface PasskeySignInButtonProps {
  callbackUrl: string;
  onSignedIn: () => void;
  onFailure: (message: string) => void;
}

interface SignInOptions {
  challengeId: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}

/**
 * "Use a passkey": signs in with no username or password. Not named "Sign in …", so the sign-in form's own
 * "Sign in" button stays the only one by that name.
 * No username or password needed. Hidden where the browser has no WebAuthn. */
export function PasskeySignInButton({ callbackUrl, onSignedIn, onFailure }: PasskeySignInButtonProps) {
  const supported = useSyncExternalStore(subscribeNever, browserSupportsWebAuthn, () => false);
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  const run = async () => {
    setBusy(true);
    try {
      const { challengeId, options } = await apiFetch<SignInOptions>("/api/auth/passkey/options", { method: "POST" });
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: options });
      } catch (error) {
        onFailure(passkeyRefusal(error));
        return;
      }
      const result = await signIn("passkey", {
        challengeId,
        response: JSON.stringify(answer),
        callbackUrl,
        redirect: false,
      });
      if (result?.status === 429) onFailure("Too many failed sign-in attempts. Wait a while before trying again.");
      else if (result?.error === SIGN_IN_ERRORS.ssoRequired)
        onFailure("Your organization signs in with single sign-on: use “Sign in with single sign-on” below.");
      else if (!result || result.error) onFailure("That passkey did not sign you in. Try again, or use your password.");
      else onSignedIn();
    } catch (error) {
      onFailure(error instanceof ApiError ? error.message : "Signing in with a passkey failed. Try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="secondary" onClick={run} disabled={busy}>
      {busy ? "Waiting for your passkey…" : "Use a passkey"}
    </Button>
  );
}
