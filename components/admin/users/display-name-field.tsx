"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "@/components/ui/form-field.tsx";
import { USER_LIMITS } from "@/lib/admin/users/schemas.ts";

interface Props {
  idPrefix: string;
  label: string;
  register: UseFormRegisterReturn;
  error?: string;
}

/** A user's display name, as the new-user form and the edit dialog both ask for it. */
export function DisplayNameField({ idPrefix, label, register, error }: Props) {
  return (
    <InputField
      id={`${idPrefix}-display-name`}
      label={label}
      error={error}
      autoComplete="off"
      maxLength={USER_LIMITS.displayName}
      {...register}
    />
  );
}
