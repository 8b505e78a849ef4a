"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useFieldArray, useForm, type Path } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field.tsx";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { catalogueMessage, describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { notifyFailure, notifyRefusals } from "@/components/feedback/notify-failure.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { Refused } from "@/components/feedback/refused.ts";
import type { ProductDictionaries } from "@/lib/products/get-product-dictionaries.ts";
import { MAX_ATTRIBUTES, type DictionaryKind } from "@/lib/products/schemas.ts";
import { DictionarySelect } from "./dictionary-select.tsx";
import {
  EMPTY_PRODUCT,
  productFormSchema,
  productItemOf,
  type ProductFormInput,
  type ProductFormOutput,
} from "./product-form-schema.ts";
import { productsPageUrl } from "./product-query.ts";
import { addProductBatch, useAddProducts } from "./use-add-products.ts";
import styles from "./products.module.css";
import layout from "@/components/ui/layout.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField, InputField } from "@/components/ui/form-field.tsx";
import { FormSubmitRow } from "@/components/ui/form-submit-row.tsx";

type TextField = "sku" | "price" | "ean" | "description" | "long_description" | "img_url";

const DICTIONARY_FIELDS: [DictionaryKind, string][] = [
  ["brand", "Brand"],
  ["category", "Category"],
  ["color", "Color"],
  ["size", "Size"],
  ["style", "Style"],
];

const numberOrUndefined = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : Number(value);

// The form's fields a refusal may name; the API's attribute paths (attributes.attribute.0.name) are not the
// form's rows, so those refusals stay in the form's alert.
const FORM_FIELDS = [
  "sku",
  "price",
  "ean",
  "description",
  "long_description",
  "img_url",
  "ou_code",
  "returnableDays",
  "brand",
  "color",
  "category",
  "size",
  "style",
] as const;

const NOT_SENT = "The product could not be sent; check the connection.";

type Outcome = { ok: true; sku: string; text: string } | { ok: false; text: string };

/** Adds one product through the add-products action (the operation of POST /v1.1/product/add) and shows its outcome. */
export function ProductForm({
  dictionaries,
  orgUnits,
}: {
  dictionaries: ProductDictionaries;
  orgUnits: string[] | null;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const add = useAddProducts(addProductBatch);
  const { register, handleSubmit, control, formState, reset, setError } = useForm<
    ProductFormInput,
    unknown,
    ProductFormOutput
  >({
    resolver: zodResolver(productFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY_PRODUCT,
  });
  useUnsavedChanges(formState.isDirty);
  const attributes = useFieldArray({ control, name: "attributes" });
  const errors = formState.errors;

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const [item] = (await add.mutateAsync([productItemOf(values)])).items;
        if (item.ok) {
          const message = catalogueMessage(item.status) ?? "Saved";
          notifySuccess(`Product ${values.sku} saved`, `Code ${item.status.code}: ${message}`);
          setOutcome({ ok: true, sku: values.sku, text: `${message} (${item.status.code}).` });
          // Without values: react-hook-form also resets the form element, so inputs whose default is empty
          // (returnable days) are cleared on screen too, not only in the form's state.
          reset();
          return;
        }
        setOutcome({ ok: false, text: item.errors.map(describeOutcomeErrorLine).join(" ") });
        notifyRefusals(item.errors, NOT_SENT, `Product ${values.sku} not saved`);
        placeFieldErrors<Path<ProductFormInput>>(item.errors, FORM_FIELDS, setError);
      } catch (error) {
        setOutcome({
          ok: false,
          text: error instanceof Refused ? error.errors.map(describeOutcomeErrorLine).join(" ") : NOT_SENT,
        });
        notifyFailure(error, NOT_SENT);
      }
    },
    () => notifyError(null, "Not saved: correct the marked fields."),
  );

  const textField = (
    name: TextField,
    label: string,
    extra: { hint?: string; inputMode?: "decimal" | "url"; long?: boolean } = {},
  ) => {
    const error = errors[name]?.message;
    const id = `product-${name}`;
    return (
      <FormField id={id} label={label} hint={extra.hint} error={error}>
        {(control) =>
          extra.long ? (
            <textarea rows={3} {...control} {...register(name)} />
          ) : (
            <input inputMode={extra.inputMode} {...control} {...register(name)} />
          )
        }
      </FormField>
    );
  };
  const daysError = errors.returnableDays?.message;
  const ouError = errors.ou_code?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="one-product-heading" className={`panel ${styles.stack}`}>
      <h2 id="one-product-heading">One product</h2>
      <div className={styles.grid}>
        {textField("sku", "SKU")}
        {textField("description", "Name", { hint: "Shown in the list; the API calls it description." })}
        {textField("price", "Price", { inputMode: "decimal", hint: "A plain number, such as 1999.50." })}
        {textField("ean", "EAN")}
        {DICTIONARY_FIELDS.map(([kind, label]) => (
          <DictionarySelect
            key={kind}
            control={control}
            kind={kind}
            label={label}
            values={dictionaries[kind]}
            error={errors[kind]}
          />
        ))}
        {orgUnits && (
          <SelectField
            id="product-ou_code"
            label="Org unit"
            emptyOption="— whole organization —"
            options={orgUnits}
            error={ouError}
            {...register("ou_code")}
          />
        )}
        {textField("img_url", "Image URL", { inputMode: "url" })}
      </div>
      {textField("long_description", "Long description", { long: true })}
      <fieldset className={styles.fieldset}>
        <legend>Returns</legend>
        <label className={styles.check}>
          <input type="checkbox" {...register("returnable")} /> Returnable
        </label>
        <FormField
          id="product-returnableDays"
          label="Returnable within (days)"
          hint="Leave empty for no limit (stored as -1)."
          error={daysError}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={-1}
              step={1}
              className={styles.short}
              {...register("returnableDays", { setValueAs: numberOrUndefined })}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Attributes</legend>
        {attributes.fields.length === 0 && <p className="muted">No attributes.</p>}
        {attributes.fields.map((row, index) => {
          const rowErrors = errors.attributes?.[index];
          return (
            <div key={row.id} role="group" aria-label={`Attribute ${index + 1}`} className={styles.attributeRow}>
              {(["name", "value"] as const).map((part) => {
                const id = `attribute-${index}-${part}`;
                const error = rowErrors?.[part]?.message;
                return (
                  <InputField
                    key={part}
                    id={id}
                    label={`Attribute ${index + 1} ${part}`}
                    error={error}
                    {...register(`attributes.${index}.${part}`)}
                  />
                );
              })}
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove attribute ${index + 1}`}
                onClick={() => attributes.remove(index)}
              >
                Remove
              </Button>
            </div>
          );
        })}
        {errors.attributes?.message && <p className="field-error">{errors.attributes.message}</p>}
        <Button
          type="button"
          variant="secondary"
          disabled={attributes.fields.length >= MAX_ATTRIBUTES}
          onClick={() => attributes.append({ name: "", value: "" })}
        >
          Add attribute
        </Button>
      </fieldset>
      <FormSubmitRow
        className={styles.actions}
        label="Add product"
        busy={add.isPending}
        busyNote={<span role="status">Sending…</span>}
      />
      <div aria-live="polite">
        {outcome?.ok && (
          <p role="status" className={layout.successNote}>
            Product <strong>{outcome.sku}</strong>: {outcome.text}{" "}
            <Link href={productsPageUrl({ search: outcome.sku, page: 0 })}>Find it in the list</Link>
          </p>
        )}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="form-error">
          {outcome.text}
        </p>
      )}
    </form>
  );
}
