"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { loginSchema, type LoginInput } from "@/lib/auth/login-schema.ts";

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (result?.status === 429) {
      setFailure("Too many failed sign-in attempts. Wait a while before trying again.");
      return;
    }
    if (!result || result.error) {
      setFailure("Wrong username or password.");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor="username">Username</label>
        <input
          id="username"
          autoComplete="username"
          aria-invalid={!!formState.errors.username}
          {...register("username")}
        />
        {formState.errors.username && <span className="field-error">{formState.errors.username.message}</span>}
      </div>
      <div className="field">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!formState.errors.password}
          {...register("password")}
        />
        {formState.errors.password && <span className="field-error">{formState.errors.password.message}</span>}
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <button className="button" type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
