import { z } from "zod";
import { transactionDetailsSchema, type TransactionDetails } from "../transactions/transaction-details.ts";
import type { TransactionRequestInput } from "./schemas.ts";

// The stored payload of a TRANSACTION request, written at creation and read at approval: one module owns its shape.

const storedTransactionSchema = z.object({ transaction: transactionDetailsSchema.optional() });

export function transactionPayload(input: TransactionRequestInput): string {
  return JSON.stringify({
    customerIdentificationInfo: input.customerIdentificationInfo,
    transaction: input.transaction ?? {},
  });
}

/** The bill an approved TRANSACTION request records (the identification it was created with is not needed). */
export function readTransactionDetails(payload: string): TransactionDetails {
  return storedTransactionSchema.parse(JSON.parse(payload)).transaction ?? {};
}
