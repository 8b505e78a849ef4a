"use client";

import type { ReactNode } from "react";
import { get, type Path, type UseFormReturn } from "react-hook-form";
import type { OrganizationSettingsPatch } from "@/lib/orgs/schemas.ts";
import { InputField } from "@/components/ui/form-field.tsx";
import { SelectField, type SelectOption } from "@/components/ui/select-field.tsx";
import { SETTING_WORDS, type CheckSetting, type SelectSetting } from "./setting-words.ts";

export type SettingsForm = UseFormReturn<OrganizationSettingsPatch>;
export type SettingsPath = Path<OrganizationSettingsPatch>;

export const fieldId = (path: string) => `settings-${path.replaceAll(".", "-")}`;

/** The schema's words for a field; a value of the wrong type (text where a number goes) in the reader's. */
export function errorAt(form: SettingsForm, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: string; type?: string } | undefined;
  if (error?.type === "invalid_type") return "Enter a number (digits only), or leave it blank.";
  return error?.message;
}

/** Blank is "no threshold" (null); thousands separators and blanks inside are forgiven. */
export const asThreshold = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.replace(/[\s,_]/g, "");
  return text === "" ? null : Number(text);
};

export function NumberField({
  form,
  path,
  ...words
}: {
  form: SettingsForm;
  path: SettingsPath;
  label: string;
  hint: ReactNode;
}) {
  return (
    <InputField
      id={fieldId(path)}
      {...words}
      error={errorAt(form, path)}
      inputMode="decimal"
      autoComplete="off"
      {...form.register(path, { setValueAs: asThreshold })}
    />
  );
}

/** A setting chosen from a list, labelled and explained by its words (setting-words.ts). */
export function SelectSettingField({
  form,
  path,
  setValueAs,
  ...select
}: {
  form: SettingsForm;
  path: SelectSetting;
  options: readonly (SelectOption | string)[];
  emptyOption?: string;
  setValueAs?: (value: unknown) => unknown;
}) {
  return (
    <SelectField
      id={fieldId(path)}
      {...SETTING_WORDS[path]}
      {...select}
      error={errorAt(form, path)}
      {...form.register(path, setValueAs ? { setValueAs } : undefined)}
    />
  );
}

/** A setting switched on or off, labelled and explained by its words (setting-words.ts). */
export function CheckField({ form, path }: { form: SettingsForm; path: CheckSetting }) {
  const id = fieldId(path);
  const { label, hint } = SETTING_WORDS[path];
  return (
    <div>
      <label htmlFor={id}>
        <input id={id} type="checkbox" aria-describedby={`${id}-hint`} {...form.register(path)} /> {label}
      </label>
      <p id={`${id}-hint`} className="muted">
        {hint}
      </p>
    </div>
  );
}
