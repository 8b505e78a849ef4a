"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type FieldValues, type Resolver } from "react-hook-form";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { catalogueKindView, type CatalogueField } from "./catalogue-kinds.ts";
import { useCatalogueMutations } from "./use-catalogue-mutations.ts";
import styles from "../admin.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

/** Empty optional inputs are left out of the body; an empty required one stays "" for the schema to name. */
const valueOf = (field: CatalogueField) => (value: unknown) => {
  if (value === null || value === undefined || value === "") return field.optional ? undefined : "";
  return field.kind === "number" ? Number(value) : value;
};

/** The add form of one catalogue section, validated with the API's own create schema. */
export function CatalogueAddForm({ slug }: { slug: string }) {
  const kind = catalogueKindView(slug);
  const router = useRouter();
  const { create } = useCatalogueMutations(kind.slug);
  const [failure, setFailure] = useState("");
  const form = useForm<FieldValues>({
    resolver: zodResolver(kind.createSchema as never) as Resolver<FieldValues>,
    mode: "onTouched",
  });
  const idOf = (key: string) => `catalogue-add-${key}`;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure("");
    try {
      await create.mutateAsync(body);
      notifySuccess(`Added ${kind.noun} ${String(body[kind.fields[0].key])}`);
      form.reset();
      router.refresh();
    } catch (error) {
      setFailure(error instanceof Refused ? error.message : "The entry could not be added; try again.");
      notifyFailure(error, "The entry could not be added; try again.", `${kind.noun} not added`);
    }
  });

  return (
    <form className={styles.addForm} onSubmit={onSubmit} noValidate aria-labelledby="catalogue-add-heading">
      <h2 id="catalogue-add-heading">Add a {kind.noun}</h2>
      <div className={styles.addFields}>
        {kind.fields.map((field) => {
          const error = form.formState.errors[field.key]?.message;
          return (
            <InputField
              key={field.key}
              id={idOf(field.key)}
              label={`${field.label}${field.optional ? " (optional)" : ""}`}
              hint={field.hint}
              error={typeof error === "string" ? error : undefined}
              type={field.kind === "number" ? "number" : "text"}
              step={field.kind === "number" ? "any" : undefined}
              {...form.register(field.key, { setValueAs: valueOf(field) })}
            />
          );
        })}
      </div>
      <Button type="submit" disabled={create.isPending}>
        Add {kind.noun}
      </Button>
      <FormError>{failure}</FormError>
    </form>
  );
}
