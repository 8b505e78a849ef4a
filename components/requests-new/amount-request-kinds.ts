import type { AmountRequestKind } from "./use-amount-request-form.ts";

/** The words and fields of each request form with an amount, side by side. */
export const AMOUNT_REQUEST_KINDS = {
  goodwill: {
    name: "goodwill",
    heading: "Goodwill",
    submitLabel: "Create goodwill request",
    what: "Goodwill request",
    afterwards: "A reviewer approves it before the customer gets it.",
    unit: " points",
    fields: ["points", "series_id", "reason", "comments"],
  },
  transaction: {
    name: "transaction",
    idPrefix: "txn",
    heading: "Transaction",
    submitLabel: "Create transaction request",
    what: "Transaction request",
    afterwards: "A reviewer approves it before points are earned.",
    unit: "",
    fields: ["billAmount", "billNumber", "note", "billingDate"],
    fieldsWithin: "transaction.",
  },
} satisfies Record<string, AmountRequestKind>;
