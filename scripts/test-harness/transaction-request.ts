import { expect } from "vitest";
import { callRoute, type Auth } from "./call-route.ts";

/**
 * The body of a TRANSACTION / REGULAR_TXN_ADD request for the customer with `mobile` (identified in the INSTORE
 * source): a REGULAR bill of 1 March 2025 with `bill`'s fields (billNumber, billAmount, ...).
 */
export const regularBillRequest = <Bill extends Record<string, unknown>>(mobile: string, bill: Bill) => ({
  type: "TRANSACTION",
  baseType: "REGULAR_TXN_ADD",
  customerIdentificationInfo: { identifierType: "mobile", identifierValue: mobile, source: "INSTORE" },
  transaction: { type: "REGULAR", billingDate: "2025-03-01T10:00:00+05:30", ...bill },
});

/**
 * Adds a TRANSACTION request for the customer with `mobile` through POST /v2/requests (the route's `post`
 * handler) as `auth`, with the bill's `transaction` fields, and answers its id.
 */
export async function addTransactionRequest(
  post: unknown,
  auth: Auth,
  mobile: string,
  transaction: Record<string, unknown>,
): Promise<number> {
  const res = await callRoute(post, {
    path: "/v2/requests?source=INSTORE",
    auth,
    body: {
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      customerIdentificationInfo: { identifierType: "mobile", identifierValue: mobile },
      transaction,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.createdId as number;
}
