"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { transactionRequestSchema } from "@/lib/requests/schemas.ts";
import { CustomerRequestForm } from "./customer-request-form.tsx";
import { useCreateRequest } from "./use-create-request.ts";
import type { EffectiveRule } from "@/lib/orgs/approval-policy.ts";
import { AmountPreview, amountPolicyHint } from "./amount-confirmation.tsx";
import { AMOUNT_REQUEST_KINDS } from "./amount-request-kinds.ts";
import { useAmountRequestForm } from "./use-amount-request-form.ts";

// The API's transaction fields; the bill amount is required here, and the date comes from a local date-time input.
const formSchema = transactionRequestSchema.shape.transaction
  .unwrap()
  .pick({ billAmount: true, billNumber: true, note: true })
  .required({ billAmount: true })
  .extend({ billingDate: z.string().optional() });
type FormValues = z.output<typeof formSchema>;

export function TransactionRequestForm({
  initialCustomerId,
  rule,
}: {
  initialCustomerId?: string;
  rule: EffectiveRule;
}) {
  const create = useCreateRequest();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
  });
  const billAmount = useWatch({ control: form.control, name: "billAmount" });
  const { field, frame } = useAmountRequestForm(form, rule, AMOUNT_REQUEST_KINDS.transaction, {
    amountOf: (values) => values.billAmount,
    prepare: (values, customer) => {
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
      if (!parsed.success)
        return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      return async () => (await create.mutateAsync(parsed.data)).id;
    },
  });

  return (
    <CustomerRequestForm {...frame} initialCustomerId={initialCustomerId}>
      {field("billAmount", "Bill amount", {
        hint: amountPolicyHint(rule, "", "A number, up to 4 decimals, e.g. 499.50"),
      })}
      <AmountPreview id="txn-billAmount-preview" value={billAmount} unit="" />
      {field("billNumber", "Bill number")}
      {field("billingDate", "Billing date and time", { type: "datetime-local" })}
      {field("note", "Note")}
    </CustomerRequestForm>
  );
}
