"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/auth/change-password-schema.ts";
import { changePasswordAction } from "@/app/(console)/actions/account.ts";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

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
      <InputField
        id="currentPassword"
        label={forced ? "One-time password" : "Current password"}
        error={errors.currentPassword?.message}
        type="password"
        autoComplete="current-password"
        {...form.register("currentPassword")}
      />
      <InputField
        id="newPassword"
        label="New password"
        hint="At least 12 characters, not containing your username, and hard to guess: a few unrelated words work well."
        error={errors.newPassword?.message}
        alertError
        type="password"
        autoComplete="new-password"
        {...form.register("newPassword")}
      />
      <FormError>{failure}</FormError>
      {done && <p role="status">Your password was changed.</p>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
