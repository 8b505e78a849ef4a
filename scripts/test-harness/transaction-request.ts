import { expect } from "vitest";
import { callRoute, type Auth } from "./call-route.ts";

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
