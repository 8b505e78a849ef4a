"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/auth/change-password-schema.ts";
import { changePasswordAction } from "@/app/(console)/actions/account.ts";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";

const FIELDS = ["currentPassword", "newPassword"] as const;

export function ChangePasswordForm({ forced }: { forced: boolean }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDone(false);
    const outcome = await changePasswordAction(values);
    if (!outcome.ok) {
      const other = placeFieldErrors(
        outcome.errors,
        FIELDS,
        form.setError,
        "",
        (error) => describeOutcomeError(error).text,
      );
      if (other.length) setFailure(other.map((error) => describeOutcomeError(error).text).join(" "));
      return;
    }
    form.reset();
    if (forced) {
      router.replace("/");
      router.refresh();
    } else setDone(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="panel">
      <div className="field">
        <label htmlFor="currentPassword">{forced ? "One-time password" : "Current password"}</label>
        <input
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.currentPassword}
          aria-describedby={errors.currentPassword ? "currentPassword-error" : undefined}
          {...form.register("currentPassword")}
        />
        {errors.currentPassword && (
          <span className="field-error" id="currentPassword-error">
            {errors.currentPassword.message}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="newPassword">New password</label>
        <input
          id="newPassword"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.newPassword}
          aria-describedby={errors.newPassword ? "newPassword-error newPassword-rules" : "newPassword-rules"}
          {...form.register("newPassword")}
        />
        <span className="muted" id="newPassword-rules">
          At least 12 characters, not containing your username, and hard to guess: a few unrelated words work well.
        </span>
        {errors.newPassword && (
          <span className="field-error" id="newPassword-error" role="alert">
            {errors.newPassword.message}
          </span>
        )}
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      {done && <p role="status">Your password was changed.</p>}
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}
