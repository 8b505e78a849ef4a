"use client";

import { Controller, type Control, type FieldError, type Merge } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field.tsx";
import type { DictionaryValue } from "@/lib/products/get-product-dictionaries.ts";
import type { DictionaryKind } from "@/lib/products/schemas.ts";
import type { ProductFormInput } from "./product-form-schema.ts";

interface Props {
  control: Control<ProductFormInput>;
  kind: DictionaryKind;
  label: string;
  values: DictionaryValue[];
  error?: Merge<FieldError, { name?: FieldError; type?: FieldError }>;
}

/**
 * A choice among the organization's configured values of one dictionary; the form holds the API's object
 * (`{name}`, or `{name, type}` for a size, whose type is shown beside it).
 */
export function DictionarySelect({ control, kind, label, values, error }: Props) {
  const id = `product-${kind}`;
  const message = error?.message ?? error?.name?.message ?? error?.type?.message;
  const hint = values.length === 0 ? `No ${kind} values are configured for the organization.` : undefined;
  return (
    <Controller
      control={control}
      name={kind}
      render={({ field }) => (
        <SelectField
          id={id}
          label={label}
          hint={hint}
          error={message}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={String(values.findIndex((value) => isChosen(value, field.value)))}
          options={[
            { value: "-1", label: "— none —" },
            ...values.map((value, index) => ({
              value: String(index),
              label: value.sizeType ? `${value.name} (${value.sizeType})` : value.name,
            })),
          ]}
          onChange={(event) => {
            const chosen = values[Number(event.target.value)];
            if (!chosen) return field.onChange(undefined);
            field.onChange(
              kind === "size" && chosen.sizeType ? { name: chosen.name, type: chosen.sizeType } : { name: chosen.name },
            );
          }}
        />
      )}
    />
  );
}

// A size is told apart by its name and type (two size types may share a name); the others by name.
function isChosen(value: DictionaryValue, current: { name: string; type?: string } | undefined): boolean {
  return value.name === current?.name && (current.type === undefined || current.type === value.sizeType);
}
