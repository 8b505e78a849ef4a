"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/console/api-client.ts";
import { transactionRequestSchema } from "@/lib/requests/schemas.ts";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { CreatedRequest } from "./created-request.tsx";
import { CustomerLookup } from "./customer-lookup.tsx";
import { describeRequestError } from "./request-error-words.ts";
import { useCreateRequest } from "./use-create-request.ts";
import { useSingleFlight } from "./use-single-flight.ts";
import styles from "./request-forms.module.css";

// The API's transaction fields; the bill amount is required here, and the date comes from a local date-time input.
const formSchema = transactionRequestSchema.shape.transaction
  .unwrap()
  .pick({ billAmount: true, billNumber: true, note: true })
  .required({ billAmount: true })
  .extend({ billingDate: z.string().optional() });
type FormValues = z.output<typeof formSchema>;

const blankToUndefined = (value: string) => (value === "" ? undefined : value);

export function TransactionRequestForm({ initialCustomerId }: { initialCustomerId?: string }) {
  const [customer, setCustomer] = useState<CustomerResource | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  // Bumped after each created request: the lookup starts over, empty.
  const [round, setRound] = useState(0);
  const create = useCreateRequest();
  const flight = useSingleFlight();
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: "onTouched" });
  useUnsavedChanges(formState.isDirty);

  const submitValues = async (values: FormValues) => {
    setProblem(null);
    setCreatedId(null);
    if (!customer) return setProblem("Look up the customer first.");
    const parsed = transactionRequestSchema.safeParse({
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      customerIdentificationInfo: { identifierType: "id", identifierValue: String(customer.id), source: "INSTORE" },
      transaction: {
        type: "REGULAR",
        billAmount: values.billAmount,
        billNumber: values.billNumber,
        note: values.note,
        billingDate: values.billingDate ? new Date(values.billingDate).toISOString() : undefined,
      },
    });
    if (!parsed.success) return setProblem(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
    try {
      const id = (await create.mutateAsync(parsed.data)).createdId;
      setCreatedId(id);
      notifySuccess(`Transaction request #${id} created`, "A reviewer approves it before points are earned.");
      reset();
      setCustomer(null);
      setRound((n) => n + 1);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.items.map(describeRequestError).join(" ") : "The request could not be created.");
      notifyError(error, "The request could not be created.");
    }
  };
  const onSubmit = handleSubmit((values) => flight.run(() => submitValues(values)));
  const field = (name: keyof FormValues, label: string, type = "text", hint?: string) => {
    const error = formState.errors[name]?.message;
    const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
    return (
      <div className="field">
        <label htmlFor={`txn-${name}`}>{label}</label>
        <input id={`txn-${name}`} type={type} aria-invalid={!!error} aria-describedby={describedBy} {...register(name, { setValueAs: blankToUndefined })} />
        {hint && <span id={`${name}-hint`} className="muted">{hint}</span>}
        {error && <span id={`${name}-error`} className="field-error">{error}</span>}
      </div>
    );
  };

  return (
    <>
      <CustomerLookup key={round} name="customer" title="Customer" customer={customer} onCustomer={setCustomer} initialCustomerId={round === 0 ? initialCustomerId : undefined} />
      <form onSubmit={onSubmit} noValidate className={`panel ${styles.formPanel}`} aria-labelledby="transaction-heading">
        <h2 id="transaction-heading">Transaction</h2>
        {field("billAmount", "Bill amount", "text", "A number, up to 4 decimals, e.g. 499.50")}
        {field("billNumber", "Bill number")}
        {field("billingDate", "Billing date and time", "datetime-local")}
        {field("note", "Note")}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={flight.busy}>
            Create transaction request
          </button>
        </div>
        {problem && <p role="alert" className="form-error">{problem}</p>}
      </form>
      {createdId !== null && <CreatedRequest id={createdId} what="Transaction request" />}
    </>
  );
}
