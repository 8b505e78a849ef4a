"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/console/api-client.ts";
import { v11AddItemSchema } from "@/lib/requests/schemas.ts";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { CreatedRequest } from "./created-request.tsx";
import { CustomerLookup } from "./customer-lookup.tsx";
import { describeRequestError } from "./request-error-words.ts";
import { useAddGoodwillRequest } from "./use-add-goodwill-request.ts";
import { useSingleFlight } from "./use-single-flight.ts";
import styles from "./request-forms.module.css";

const formSchema = v11AddItemSchema
  .pick({ points: true, series_id: true, reason: true, comments: true })
  .extend({ base_type: z.enum(["POINTS", "COUPON"]) })
  .superRefine((values, ctx) => {
    if (values.base_type === "POINTS" && !values.points) ctx.addIssue({ code: "custom", path: ["points"], message: "points are required for goodwill points" });
    if (values.base_type === "COUPON" && values.series_id === undefined)
      ctx.addIssue({ code: "custom", path: ["series_id"], message: "a coupon series id is required for a goodwill coupon" });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const blankToUndefined = (value: string) => (value === "" ? undefined : value);

export function GoodwillRequestForm({ initialCustomerId }: { initialCustomerId?: string }) {
  const [customer, setCustomer] = useState<CustomerResource | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  // Bumped after each created request: the lookup starts over, empty.
  const [round, setRound] = useState(0);
  const add = useAddGoodwillRequest();
  const flight = useSingleFlight();
  const { register, handleSubmit, control, formState, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: { base_type: "POINTS" },
  });
  useUnsavedChanges(formState.isDirty);
  const kind = useWatch({ control, name: "base_type" });

  const submitValues = async (values: FormOutput) => {
    setProblem(null);
    setCreatedId(null);
    if (!customer) return setProblem("Look up the customer first.");
    const item = v11AddItemSchema.parse({
      type: "GOODWILL",
      base_type: values.base_type,
      customer: { id: customer.id },
      ...(values.base_type === "POINTS" ? { points: values.points } : { series_id: values.series_id }),
      reason: values.reason,
      comments: values.comments,
    });
    try {
      const id = Number((await add.mutateAsync(item)).id);
      setCreatedId(id);
      notifySuccess(`Goodwill request #${id} created`, "A reviewer approves it before the customer gets it.");
      reset();
      setCustomer(null);
      setRound((n) => n + 1);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.items.map(describeRequestError).join(" ") : "The request could not be created.");
      notifyError(error, "The request could not be created.");
    }
  };
  const onSubmit = handleSubmit((values) => flight.run(() => submitValues(values)));
  const field = (name: "points" | "series_id" | "reason" | "comments", label: string) => {
    const error = formState.errors[name]?.message;
    return (
      <div className="field">
        <label htmlFor={`goodwill-${name}`}>{label}</label>
        <input id={`goodwill-${name}`} aria-invalid={!!error} aria-describedby={error ? `goodwill-${name}-error` : undefined} {...register(name, { setValueAs: blankToUndefined })} />
        {error && <span id={`goodwill-${name}-error`} className="field-error">{error}</span>}
      </div>
    );
  };

  return (
    <>
      <CustomerLookup key={round} name="customer" title="Customer" customer={customer} onCustomer={setCustomer} initialCustomerId={round === 0 ? initialCustomerId : undefined} />
      <form onSubmit={onSubmit} noValidate className={`panel ${styles.formPanel}`} aria-labelledby="goodwill-heading">
        <h2 id="goodwill-heading">Goodwill</h2>
        <fieldset className={styles.radios}>
          <legend>Grant</legend>
          <label>
            <input type="radio" value="POINTS" {...register("base_type")} /> Points
          </label>
          <label>
            <input type="radio" value="COUPON" {...register("base_type")} /> Coupon
          </label>
        </fieldset>
        {kind === "COUPON" ? field("series_id", "Coupon series id") : field("points", "Points to grant")}
        {field("reason", "Reason")}
        {field("comments", "Comments")}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={flight.busy}>
            Create goodwill request
          </button>
        </div>
        {problem && <p role="alert" className="form-error">{problem}</p>}
      </form>
      {createdId !== null && <CreatedRequest id={createdId} what="Goodwill request" />}
    </>
  );
}
