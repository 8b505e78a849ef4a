import { describe, expect, it } from "vitest";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import { addRequestOperation, createRequestOperation } from "./create-request-operations.ts";

// The request forms' actions answer the created request, or the refusal with its catalogue row and field.

const goodwill = (extra: Record<string, unknown>) => ({
  type: "GOODWILL",
  customer: { id: 5002 },
  reason: "sorry",
  ...extra,
});
const transaction = (billAmount: unknown) => ({
  type: "TRANSACTION",
  baseType: "REGULAR_TXN_ADD",
  customerIdentificationInfo: { identifierType: "id", identifierValue: "5002", source: "INSTORE" },
  transaction: { type: "REGULAR", billAmount, billNumber: `B-${Date.now()}` },
});
const merge = (victim: string, survivor: string) => ({
  type: "CHANGE_IDENTIFIER",
  baseType: "MERGE",
  victimCustomer: { id: victim },
  survivorCustomer: { id: survivor },
});

describe("the goodwill form's action", () => {
  it.each([
    {
      name: "creates a pending request",
      user: "demo.maker",
      input: { base_type: "POINTS", points: "12" },
      answer: { ok: true, data: { id: expect.any(Number), status: "PENDING" } },
    },
    {
      name: "refuses an unknown coupon series beside its field",
      user: "demo.maker",
      input: { base_type: "COUPON", series_id: "424242" },
      answer: { ok: false, errors: [{ code: 9017, key: "invalidCouponSeries", field: "series_id", params: {} }] },
    },
    {
      name: "refuses a user without the requests write access",
      user: "demo.viewer",
      input: { base_type: "POINTS", points: "1" },
      answer: { ok: false, errors: [{ code: 403, key: "accessDenied", params: { group: "requests.write" } }] },
    },
  ])("$name", async ({ user, input, answer }) => {
    const outcome = await performConsoleOperation(await consoleCallFor(user), addRequestOperation, goodwill(input));
    expect(outcome).toEqual(answer);
  });
});

describe("the transaction and merge forms' action", () => {
  it("creates a transaction request, and names the bill amount's path when it is refused", async () => {
    const token = await consoleCallFor("demo.maker");
    expect(await performConsoleOperation(token, createRequestOperation, transaction("250"))).toEqual({
      ok: true,
      data: { id: expect.any(Number), status: "PENDING" },
    });
    const refused = await performConsoleOperation(token, createRequestOperation, transaction("lots"));
    expect(refused.ok ? [] : refused.errors.map((error) => [error.code, error.key, error.field])).toEqual([
      [400, "invalidInput", "transaction.billAmount"],
    ]);
  });

  it("answers the operation's own codes: an unknown type (9006), the same customer twice (9029)", async () => {
    const token = await consoleCallFor("demo.maker");
    expect(
      await performConsoleOperation(token, createRequestOperation, { ...merge("5001", "5003"), type: "X" }),
    ).toEqual({ ok: false, errors: [{ code: 9006, key: "invalidRequestType", field: "type", params: {} }] });
    expect(await performConsoleOperation(token, createRequestOperation, merge("5001", "5001"))).toEqual({
      ok: false,
      errors: [{ code: 9029, key: "sameMergeCustomer", params: {} }],
    });
  });
});
