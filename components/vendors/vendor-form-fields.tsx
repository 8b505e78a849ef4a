"use client";

import type { InputHTMLAttributes } from "react";
import { get, useFieldArray, useWatch, type Path, type UseFormReturn } from "react-hook-form";
import type { UpdateVendorInput } from "@/lib/vendors/schemas.ts";
import { EMPTY_MEDIA_ROW, MEDIA_SOURCES, type VendorFormValues } from "./vendor-form-schema.ts";
import styles from "./vendors.module.css";
import { Button } from "@/components/ui/button.tsx";
import { fieldControlProps, fieldErrorId, fieldHintId, InputField } from "@/components/ui/form-field.tsx";

export type VendorFormApi = UseFormReturn<VendorFormValues, unknown, UpdateVendorInput>;

export const fieldId = (path: string) => `vendor-${path.replaceAll(".", "-")}`;

export function errorAt(form: VendorFormApi, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** A list's hint and error, under the ids a FormField would give them, for the fieldset they describe. */
function ListMessages({ path, hint, error }: { path: string; hint: React.ReactNode; error?: string }) {
  const id = fieldId(path);
  return (
    <>
      <span id={fieldHintId(id)} className="muted">
        {hint}
      </span>
      {error && (
        <span id={fieldErrorId(id)} className="field-error" data-testid={fieldErrorId(id)}>
          {error}
        </span>
      )}
    </>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "form"> {
  form: VendorFormApi;
  path: Path<VendorFormValues>;
  label: string;
  hint?: React.ReactNode;
}

export function TextField({ form, path, label, hint, ...input }: TextFieldProps) {
  const error = errorAt(form, path);
  return <InputField id={fieldId(path)} label={label} hint={hint} error={error} {...input} {...form.register(path)} />;
}

// Each media source: its radio's words and the one field it asks for.
const SOURCES = {
  url: {
    choice: "External URL",
    field: "url",
    input: { label: "Address", type: "url", inputMode: "url", hint: "The external http or https URL." },
  },
  file: {
    choice: "File handle",
    field: "id",
    input: { label: "File id", hint: "The handle of a file already in the file service." },
  },
} as const;

interface MediaRowsProps {
  form: VendorFormApi;
  list: "images" | "videos";
  noun: string;
  max: number;
}

/** Add/remove rows of images or videos; each is an external URL or a file-service handle. */
export function MediaRows({ form, list, noun, max }: MediaRowsProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: list });
  const rows = useWatch({ control: form.control, name: list });
  const listError = errorAt(form, list);
  const plural = `${noun}s`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={fieldControlProps(fieldId(list), { hint: true, error: Boolean(listError) })["aria-describedby"]}
    >
      <legend>{plural[0].toUpperCase() + plural.slice(1)}</legend>
      <ListMessages path={list} hint={`${fields.length} of at most ${max} ${plural}.`} error={listError} />
      {fields.map((field, index) => {
        // Anything but a URL shows the file id field, as an unknown source must not break the form.
        const source = (rows?.[index]?.source ?? field.source) === "url" ? "url" : "file";
        const base = `${list}.${index}` as const;
        const title = `${noun[0].toUpperCase()}${noun.slice(1)} ${index + 1}`;
        return (
          <fieldset key={field.id} className={styles.mediaRow}>
            <legend>{title}</legend>
            <div className={styles.mediaFields}>
              <TextField form={form} path={`${base}.name`} label="Name" autoComplete="off" />
              <TextField form={form} path={`${base}.altText`} label="Alt text (optional)" autoComplete="off" />
            </div>
            <fieldset className={styles.radios}>
              <legend>Source</legend>
              {MEDIA_SOURCES.map((value) => (
                <label key={value}>
                  <input type="radio" value={value} {...form.register(`${base}.source`)} /> {SOURCES[value].choice}
                </label>
              ))}
            </fieldset>
            <TextField
              form={form}
              path={`${base}.${SOURCES[source].field}`}
              autoComplete="off"
              {...SOURCES[source].input}
            />
            <Button type="button" variant="secondary" onClick={() => remove(index)}>
              Remove {noun} {index + 1}
            </Button>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        disabled={fields.length >= max}
        onClick={() => append({ ...EMPTY_MEDIA_ROW })}
      >
        Add {noun}
      </Button>
    </fieldset>
  );
}
