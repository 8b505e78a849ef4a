"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { loginSchema, type LoginInput } from "@/lib/auth/login-schema.ts";
import { SIGN_IN_ERRORS } from "@/lib/auth/sign-in/signed-in-user.ts";
import { PasskeySignInButton } from "./passkey-sign-in-button.tsx";
import { SecondFactorForm } from "./second-factor-form.tsx";
import { SsoSignInButton } from "./sso-sign-in-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

/** The password step; a user holding a second factor is then asked for it (or may use a passkey). */
export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string | null }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(initialError ?? null);
  const [pending, setPending] = useState<LoginInput | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const signedIn = () => {
    router.replace(callbackUrl);
    router.refresh();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (result?.status === 429) {
      setFailure("Too many failed sign-in attempts. Wait a while before trying again.");
      return;
    }
    if (result?.error === SIGN_IN_ERRORS.secondFactorRequired) {
      setPending(values);
      return;
    }
    if (result?.error === SIGN_IN_ERRORS.ssoRequired) {
      setFailure("Your organization signs in with single sign-on: use “Sign in with single sign-on” below.");
      return;
    }
    if (!result || result.error) {
      setFailure("Wrong username or password.");
      return;
    }
    signedIn();
  });

  if (pending)
    return (
      <SecondFactorForm
        credentials={pending}
        callbackUrl={callbackUrl}
        onSignedIn={signedIn}
        onCancel={() => setPending(null)}
      />
    );

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <InputField
          id="username"
          label="Username"
          error={formState.errors.username?.message}
          autoComplete="username webauthn"
          {...register("username")}
        />
        <InputField
          id="password"
          label="Password"
          error={formState.errors.password?.message}
          type="password"
          autoComplete="current-password"
          {...register("password")}
        />
        <FormError>{failure}</FormError>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Signing in…" : "Sign in"}
        </Button>
      </form>
      <div className="login-alternatives">
        <PasskeySignInButton callbackUrl={callbackUrl} onSignedIn={signedIn} onFailure={setFailure} />
        <SsoSignInButton callbackUrl={callbackUrl} />
      </div>
    </>
  );
}
