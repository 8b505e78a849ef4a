"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { v11AddItemSchema } from "@/lib/requests/schemas.ts";
import { CustomerRequestForm } from "./customer-request-form.tsx";
import { useAddGoodwillRequest } from "./use-add-goodwill-request.ts";
import type { EffectiveRule } from "@/lib/orgs/approval-policy.ts";
import { AmountPreview, amountPolicyHint } from "./amount-confirmation.tsx";
import { AMOUNT_REQUEST_KINDS } from "./amount-request-kinds.ts";
import { useAmountRequestForm } from "./use-amount-request-form.ts";
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

const GRANTS = [
  { value: "POINTS", label: "Points" },
  { value: "COUPON", label: "Coupon" },
] as const;

export function GoodwillRequestForm({ initialCustomerId, rule }: { initialCustomerId?: string; rule: EffectiveRule }) {
  const add = useAddGoodwillRequest();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: { base_type: "POINTS" },
  });
  const kind = useWatch({ control: form.control, name: "base_type" });
  const points = useWatch({ control: form.control, name: "points" });
  const { field, frame } = useAmountRequestForm(form, rule, AMOUNT_REQUEST_KINDS.goodwill, {
    amountOf: (values) => (values.base_type === "POINTS" ? values.points : undefined),
    prepare: (values, customer) => {
      const item = v11AddItemSchema.parse({
        type: "GOODWILL",
        base_type: values.base_type,
        customer: { id: customer.id },
        ...(values.base_type === "POINTS" ? { points: values.points } : { series_id: values.series_id }),
        reason: values.reason,
        comments: values.comments,
      });
      return async () => (await add.mutateAsync(item)).id;
    },
  });

  return (
    <CustomerRequestForm {...frame} initialCustomerId={initialCustomerId}>
      <fieldset className={styles.radios}>
        <legend>Grant</legend>
        {GRANTS.map(({ value, label }) => (
          <label key={value}>
            <input type="radio" value={value} {...form.register("base_type")} /> {label}
          </label>
        ))}
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
  );
}
