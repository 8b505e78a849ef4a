"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import type { EffectiveRule } from "@/lib/orgs/approval-policy.ts";
import { useAmountConfirmation } from "./amount-confirmation.tsx";
import { requestTextFields } from "./request-text-fields.tsx";
import { useCustomerRequest } from "./use-customer-request.ts";

/** A request form's words and fields, fixed for each kind of request. */
export interface AmountRequestKind {
  /** The form's name, which prefixes its heading's id, e.g. "goodwill". */
  name: string;
  /** Prefixes the fields' ids; the form's name unless given. */
  idPrefix?: string;
  heading: string;
  submitLabel: string;
  /** The kind of request as the confirmation names it, e.g. "Goodwill request". */
  what: string;
  /** What happens next, said under the confirmation. */
  afterwards: string;
  /** Written after the amount (" points"), or nothing. */
  unit: string;
  /** The form's own fields, where the API's refusals about them are placed. */
  fields: readonly string[];
  /** Where those fields sit in the API's body ("transaction."), if not at its top. */
  fieldsWithin?: string;
}

interface Sending<Output> {
  /** The amount the values ask for, confirmed first when it is above the organization's threshold. */
  amountOf: (values: Output) => string | undefined;
  /** The problem with the values, or the call that creates the request and answers its id. */
  prepare: (values: Output, customer: CustomerResource) => string | (() => Promise<number>);
}

/**
 * What a customer request with an amount needs around its own fields: the unsaved-changes guard, the
 * confirmation of a large amount, one submission at a time, its text fields, and its CustomerRequestForm's props.
 */
export function useAmountRequestForm<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  rule: EffectiveRule,
  kind: AmountRequestKind,
  { amountOf, prepare }: Sending<Output>,
) {
  const { name, idPrefix = name, heading, submitLabel, what, afterwards, unit, fields, fieldsWithin } = kind;
  useUnsavedChanges(form.formState.isDirty);
  const amount = useAmountConfirmation(rule, unit);
  const request = useCustomerRequest({
    what,
    afterwards,
    resetFields: form.reset,
    placeErrors: (errors) => placeFieldErrors(errors, fields, form.setError, fieldsWithin),
  });
  const onSubmit = form.handleSubmit((values) =>
    amount.confirmFirst(amountOf(values), () => void request.submit((customer) => prepare(values, customer))),
  );
  return {
    field: requestTextFields(idPrefix, form.register, form.formState.errors),
    frame: { request, name, heading, submitLabel, onSubmit, confirmation: amount.dialog },
  };
}
