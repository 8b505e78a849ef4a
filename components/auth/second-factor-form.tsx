"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { LoginInput } from "@/lib/auth/login-schema.ts";
import { secondFactorCodeSchema, type SecondFactorCodeInput } from "@/lib/auth/second-factor/second-factor-schemas.ts";
import { SIGN_IN_ERRORS } from "@/lib/auth/sign-in/signed-in-user.ts";
import { PasskeySignInButton } from "./passkey-sign-in-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

export interface SecondFactorFormProps {
  /** The username and password just accepted: sent again with the code (nothing is kept server-side). */
  credentials: LoginInput;
  callbackUrl: string;
  onSignedIn: () => void;
  onCancel: () => void;
}

const THROTTLED = "Too many wrong codes. Wait a while before trying again.";

/** The second step: an "Authentication code" (or a recovery code), or a passkey instead. */
export function SecondFactorForm({ credentials, callbackUrl, onSignedIn, onCancel }: SecondFactorFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, resetField, setFocus } = useForm<SecondFactorCodeInput>({
    resolver: zodResolver(secondFactorCodeSchema),
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    const result = await signIn("credentials", { ...credentials, code, redirect: false });
    if (result?.ok && !result.error) {
      onSignedIn();
      return;
    }
    if (result?.status === 429 || result?.error === SIGN_IN_ERRORS.throttled) setFailure(THROTTLED);
    else if (result?.error === SIGN_IN_ERRORS.codeWrong || result?.error === SIGN_IN_ERRORS.secondFactorRequired)
      setFailure("That code is not correct, has expired or was used before. Try the current one.");
    else setFailure("Sign-in failed. Go back and sign in again.");
    resetField("code");
    setFocus("code");
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-labelledby="second-factor-heading">
        <h2 id="second-factor-heading">Second step</h2>
        <InputField
          id="code"
          label="Authentication code"
          hint="The 6-digit code your authenticator app shows, or one of your recovery codes (xxxxx-xxxxx)."
          error={formState.errors.code?.message}
          autoComplete="one-time-code"
          autoFocus
          spellCheck={false}
          {...register("code")}
        />
        <FormError>{failure}</FormError>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Checking…" : "Sign in"}
        </Button>{" "}
        <Button type="button" variant="secondary" onClick={onCancel}>
          Back
        </Button>
      </form>
      <div className="login-alternatives">
        <PasskeySignInButton callbackUrl={callbackUrl} onSignedIn={onSignedIn} onFailure={setFailure} />
      </div>
    </>
  );
}
