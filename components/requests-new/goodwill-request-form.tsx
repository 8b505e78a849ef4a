"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { v11AddItemSchema } from "@/lib/requests/schemas.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { CustomerRequestForm } from "./customer-request-form.tsx";
import { requestTextFields } from "./request-text-fields.tsx";
import { useAddGoodwillRequest } from "./use-add-goodwill-request.ts";
import type { EffectiveRule } from "@/lib/orgs/approval-policy.ts";
import { AmountPreview, amountPolicyHint, useAmountConfirmation } from "./amount-confirmation.tsx";
import { useCustomerRequest } from "./use-customer-request.ts";
import styles from "./request-forms.module.css";

const formSchema = v11AddItemSchema
  .pick({ points: true, series_id: true, reason: true, comments: true })
  .extend({ base_type: z.enum(["POINTS", "COUPON"]) })
  .superRefine((values, ctx) => {
    if (values.base_type === "POINTS" && !values.points)
      ctx.addIssue({ code: "custom", path: ["points"], message: "points are required for goodwill points" });
    if (values.base_type === "COUPON" && values.series_id === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["series_id"],
        message: "a coupon series id is required for a goodwill coupon",
      });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export function GoodwillRequestForm({ initialCustomerId, rule }: { initialCustomerId?: string; rule: EffectiveRule }) {
  const add = useAddGoodwillRequest();
  const { register, handleSubmit, control, formState, reset, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: { base_type: "POINTS" },
  });
  useUnsavedChanges(formState.isDirty);
  const kind = useWatch({ control, name: "base_type" });
  const points = useWatch({ control, name: "points" });
  const amount = useAmountConfirmation(rule, " points");
  const request = useCustomerRequest({
    what: "Goodwill request",
    afterwards: "A reviewer approves it before the customer gets it.",
    resetFields: reset,
    placeErrors: (errors) => placeFieldErrors(errors, ["points", "series_id", "reason", "comments"], setError),
  });

  const send = (values: FormOutput) =>
    request.submit((customer) => {
      const item = v11AddItemSchema.parse({
        type: "GOODWILL",
        base_type: values.base_type,
        customer: { id: customer.id },
        ...(values.base_type === "POINTS" ? { points: values.points } : { series_id: values.series_id }),
        reason: values.reason,
        comments: values.comments,
      });
      return async () => (await add.mutateAsync(item)).id;
    });
  const onSubmit = handleSubmit((values) =>
    amount.confirmFirst(values.base_type === "POINTS" ? values.points : undefined, () => void send(values)),
  );
  const field = requestTextFields("goodwill", register, formState.errors);

  return (
    <>
      {amount.dialog}
      <CustomerRequestForm
        request={request}
        initialCustomerId={initialCustomerId}
        name="goodwill"
        heading="Goodwill"
        submitLabel="Create goodwill request"
        onSubmit={onSubmit}
      >
        <fieldset className={styles.radios}>
          <legend>Grant</legend>
          <label>
            <input type="radio" value="POINTS" {...register("base_type")} /> Points
          </label>
          <label>
            <input type="radio" value="COUPON" {...register("base_type")} /> Coupon
          </label>
        </fieldset>
        {kind === "COUPON" ? (
          field("series_id", "Coupon series id")
        ) : (
          <>
            {field("points", "Points to grant", { hint: amountPolicyHint(rule, " points") })}
            <AmountPreview id="goodwill-points-preview" value={points} unit=" points" />
          </>
        )}
        {field("reason", "Reason")}
        {field("comments", "Comments")}
      </CustomerRequestForm>
    </>
  );
}
