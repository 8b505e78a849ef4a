import { z } from "zod";

// Client-safe (zod only): the request schemas compose it, and an approval reads a stored request's details with it.

export const MAX_LINE_ITEMS = 500;
export const MAX_PAYMENT_MODES = 20;
export const MAX_CUSTOM_FIELDS = 50;
export const MAX_IMAGES = 10;

const text = (max: number) => z.string().max(max, `at most ${max} characters`);
export const amountText = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a non-negative number as text, at most 4 decimals");
const scalar = z.union([text(1000), z.number(), z.boolean(), z.null()]);

/** A bill as a TRANSACTION request carries it: what recordTransaction stores when the request is approved. */
export const transactionDetailsSchema = z
  .object({
    type: z.literal("REGULAR").optional(),
    billingDate: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }).optional(),
    billNumber: text(100).optional(),
    discount: amountText.optional(),
    billAmount: amountText.optional(),
    grossAmount: amountText.optional(),
    note: text(1000).optional(),
    deliveryStatus: text(50).optional(),
    paymentModes: z
      // The spec marks every transaction field optional, a payment mode's too.
      .array(
        z.object({ notes: text(255).optional(), mode: text(50).optional(), value: amountText.optional() }).strict(),
      )
      .max(MAX_PAYMENT_MODES, `at most ${MAX_PAYMENT_MODES} payment modes`)
      .optional(),
    customFields: z
      .record(text(100), scalar)
      .refine((fields) => Object.keys(fields).length <= MAX_CUSTOM_FIELDS, `at most ${MAX_CUSTOM_FIELDS} custom fields`)
      .optional(),
    // The spec marks every transaction field optional, line items' fields included: any subset is taken.
    lineItemsV2: z
      .array(
        z
          .object({
            itemCode: text(100).optional(),
            description: text(255).optional(),
            amount: z.number().nonnegative().optional(),
            rate: z.number().nonnegative().optional(),
            qty: z.number().int().positive().optional(),
            discount: z.number().nonnegative().optional(),
          })
          .strict(),
      )
      .max(MAX_LINE_ITEMS, `at most ${MAX_LINE_ITEMS} line items`)
      .optional(),
    images: z
      .array(z.record(text(50), scalar))
      .max(MAX_IMAGES, `at most ${MAX_IMAGES} images`)
      .optional(),
  })
  .strict();
export type TransactionDetails = z.output<typeof transactionDetailsSchema>;
