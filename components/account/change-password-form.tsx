"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/auth/change-password-schema.ts";
import { ApiError, apiFetch } from "@/lib/client/api-client.ts";
import { fieldOfError } from "@/lib/errors/read-error.ts";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

const FIELDS = ["currentPassword", "newPassword"] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field => FIELDS.includes(name as Field);

/** The API's refusals beside their fields ("newPassword: at least 12 characters." → "At least 12 characters."). */
function fieldMessages(error: ApiError): { byField: Partial<Record<Field, string>>; other: string[] } {
  const byField: Partial<Record<Field, string[]>> = {};
  const other: string[] = [];
  for (const item of error.items) {
    const field = fieldOfError(item);
    if (!isField(field)) {
      other.push(item.message);
      continue;
    }
    const words = item.message.replace(`${field}: `, "");
    (byField[field] ??= []).push(words.charAt(0).toUpperCase() + words.slice(1));
  }
  const joined = Object.fromEntries(Object.entries(byField).map(([field, list]) => [field, list.join(" ")]));
  return { byField: joined, other };
}

export function ChangePasswordForm({ forced }: { forced: boolean }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDone(false);
    try {
      await apiFetch("/v2/me/password", { body: values });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { byField, other } = fieldMessages(error);
      for (const field of FIELDS) {
        const message = byField[field];
        if (message) form.setError(field, { message }, { shouldFocus: true });
      }
      if (other.length) setFailure(other.join(" "));
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
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      {done && <p role="status">Your password was changed.</p>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
