"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { transactionRequestSchema } from "@/lib/requests/schemas.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { CustomerRequestForm } from "./customer-request-form.tsx";
import { requestTextFields } from "./request-text-fields.tsx";
import { useCreateRequest } from "./use-create-request.ts";
import { useCustomerRequest } from "./use-customer-request.ts";
import type { EffectiveRule } from "@/lib/orgs/approval-policy.ts";
import { AmountPreview, amountPolicyHint, useAmountConfirmation } from "./amount-confirmation.tsx";

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
  const { register, handleSubmit, formState, reset, control, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
  });
  useUnsavedChanges(formState.isDirty);
  const billAmount = useWatch({ control, name: "billAmount" });
  const amount = useAmountConfirmation(rule, "");
  const request = useCustomerRequest({
    what: "Transaction request",
    afterwards: "A reviewer approves it before points are earned.",
    resetFields: reset,
    placeErrors: (errors) =>
      placeFieldErrors(errors, ["billAmount", "billNumber", "note", "billingDate"], setError, "transaction."),
  });

  const send = (values: FormValues) =>
    request.submit((customer) => {
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
    });
  const onSubmit = handleSubmit((values) => amount.confirmFirst(values.billAmount, () => void send(values)));
  const field = requestTextFields("txn", register, formState.errors);

  return (
    <>
      {amount.dialog}
      <CustomerRequestForm
        request={request}
        initialCustomerId={initialCustomerId}
        name="transaction"
        heading="Transaction"
        submitLabel="Create transaction request"
        onSubmit={onSubmit}
      >
        {field("billAmount", "Bill amount", {
          hint: amountPolicyHint(rule, "", "A number, up to 4 decimals, e.g. 499.50"),
        })}
        <AmountPreview id="txn-billAmount-preview" value={billAmount} unit="" />
        {field("billNumber", "Bill number")}
        {field("billingDate", "Billing date and time", { type: "datetime-local" })}
        {field("note", "Note")}
      </CustomerRequestForm>
    </>
  );
}
