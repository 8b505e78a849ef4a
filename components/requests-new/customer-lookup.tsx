"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/lib/client/api-client.ts";
import { customerLookupQuerySchema } from "@/lib/customers/schemas.ts";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import { useCustomerLookup, type LookupInput } from "@/components/customers/use-customer-lookup.ts";
import { Button } from "@/components/ui/button.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import { CustomerCard } from "./customer-card.tsx";
import { CustomerSearchPicker } from "./customer-search-picker.tsx";
import styles from "./request-forms.module.css";

const lookupSchema = customerLookupQuerySchema.pick({ identifierName: true, identifierValue: true });
const IDENTIFIER_CHOICES = [
  ["mobile", "Mobile"],
  ["email", "Email"],
  ["externalId", "External id"],
  ["cardnumber", "Card number"],
  ["id", "Customer id"],
] as const;

interface Props {
  /** Prefix for element ids, unique on the page. */
  name: string;
  title: string;
  customer: CustomerResource | null;
  onCustomer: (customer: CustomerResource | null) => void;
  /** A customer id from the page's URL (a "New request" action on a customer's page): looked up at once. */
  initialCustomerId?: string;
}

/**
 * Finds one customer, by a search (name or identifier, then a pick) or by one identifier, and shows its
 * card; the parent keeps the customer found.
 */
export function CustomerLookup({ name, title, customer, onCustomer, initialCustomerId }: Props) {
  const lookup = useCustomerLookup();
  const { register, handleSubmit, formState } = useForm<LookupInput>({
    resolver: zodResolver(lookupSchema),
    mode: "onTouched",
    defaultValues: initialCustomerId
      ? { identifierName: "id", identifierValue: initialCustomerId }
      : { identifierName: "mobile", identifierValue: "" },
  });
  const find = async (values: LookupInput) => {
    onCustomer(null);
    try {
      onCustomer(await lookup.mutateAsync(values));
    } catch {
      // shown from lookup.error below
    }
  };
  const onSubmit = handleSubmit(find);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!initialCustomerId || prefilled.current) return;
    prefilled.current = true;
    void find({ identifierName: "id", identifierValue: initialCustomerId });
    // Once, on arrival: later changes are the person's own lookups.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCustomerId]);
  const failure =
    lookup.error instanceof ApiError
      ? lookup.error.items[0]
      : lookup.error
        ? { code: 0, message: "The lookup failed." }
        : null;
  const valueError = formState.errors.identifierValue?.message;

  return (
    <section className={styles.lookup} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{title}</h2>
      <CustomerSearchPicker
        name={name}
        title={title}
        onPick={(id) => void find({ identifierName: "id", identifierValue: String(id) })}
      />
      <form onSubmit={onSubmit} noValidate>
        <SelectField
          id={`${name}-identifier-name`}
          label={`${title}: identifier`}
          options={IDENTIFIER_CHOICES.map(([value, label]) => ({ value, label }))}
          {...register("identifierName")}
        />
        <div className="field">
          <label htmlFor={`${name}-identifier-value`}>{title}: value</label>
          <input
            id={`${name}-identifier-value`}
            autoComplete="off"
            aria-invalid={!!valueError || !!failure}
            aria-describedby={valueError ? `${name}-value-error` : failure ? `${name}-lookup-error` : undefined}
            {...register("identifierValue")}
          />
          {valueError && (
            <span id={`${name}-value-error`} className="field-error">
              {valueError}
            </span>
          )}
        </div>
        <Button type="submit" variant="secondary" busy={lookup.isPending}>
          Look up {title.toLowerCase()}
        </Button>
      </form>
      {failure && (
        <p id={`${name}-lookup-error`} role="alert" className="form-error">
          {failure.code === 8015 ? "No customer of this organization has that identifier." : "The lookup failed."} (
          {failure.code}: {failure.message})
        </p>
      )}
      {customer && <CustomerCard customer={customer} title={title} />}
    </section>
  );
}
