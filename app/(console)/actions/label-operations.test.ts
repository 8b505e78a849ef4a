import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import { changeLabelsOperation, LABELS_BODY_LIMIT_BYTES } from "./label-operations.ts";

// The customer page's label changes: the customer, and what had nothing to do as warnings with their row.

const labelsOf = async (customerId: number) =>
  (await db.customerLabel.findMany({ where: { customerId }, include: { label: true } })).map((row) => row.label.name);

describe("the change-labels action", () => {
  it("adds and removes labels, and answers an unknown label and one not carried as warnings", async () => {
    const call = await consoleCallFor("demo.maker");
    const added = await performConsoleOperation(
      call,
      changeLabelsOperation,
      { add: [{ labelName: "Newsletter" }, { labelName: "Gold Tier" }] },
      5002,
    );
    expect(added).toEqual({
      ok: true,
      data: {
        entity: 5002,
        warnings: [{ code: 33000, key: "labelNotFoundWarning", params: { name: "Gold Tier" } }],
      },
    });
    expect(await labelsOf(5002)).toEqual(["Newsletter"]);

    const removed = await performConsoleOperation(
      call,
      changeLabelsOperation,
      { remove: [{ labelName: "Newsletter" }, { labelName: "VIP" }] },
      5002,
    );
    expect(removed).toEqual({
      ok: true,
      data: {
        entity: 5002,
        warnings: [{ code: 33001, key: "userLabelsNotFoundWarning", params: { variant: "named", name: "VIP" } }],
      },
    });
    expect(await labelsOf(5002)).toEqual([]);
  });

  it("refuses a label both added and removed at its field path", async () => {
    const outcome = await performConsoleOperation(
      await consoleCallFor("demo.maker"),
      changeLabelsOperation,
      { add: [{ labelName: "VIP" }], remove: [{ labelName: "VIP" }] },
      5003,
    );
    expect(outcome.ok ? [] : outcome.errors.map((error) => [error.code, error.field])).toEqual([
      [400, "remove.0.labelName"],
    ]);
  });

  it("answers another organization's customer as not found, and leaves its labels", async () => {
    const before = await labelsOf(5005);
    const outcome = await performConsoleOperation(
      await consoleCallFor("demo.maker"),
      changeLabelsOperation,
      { add: [{ labelName: "VIP" }] },
      5005,
    );
    expect(outcome).toEqual({ ok: false, errors: [expect.objectContaining({ code: 8015, key: "customerNotFound" })] });
    expect(await labelsOf(5005)).toEqual(before);
  });

  it("refuses a caller without the default access group, and changes nothing", async () => {
    const outcome = await performConsoleOperation(
      await consoleCallFor("demo.auditor"),
      changeLabelsOperation,
      { remove: [{ labelName: "VIP" }] },
      5001,
    );
    expect(outcome).toEqual({ ok: false, errors: [expect.objectContaining({ code: 403 })] });
    expect(await labelsOf(5001)).toContain("VIP");
  });

  it("keeps the route's 64 KiB limit", async () => {
    const add = Array.from({ length: 700 }, (_, index) => ({ labelName: `label ${index} ${"x".repeat(90)}` }));
    const outcome = await performConsoleOperation(
      await consoleCallFor("demo.maker"),
      changeLabelsOperation,
      { add },
      5001,
    );
    expect(outcome).toEqual({
      ok: false,
      errors: [{ code: 413, key: "bodyTooLarge", params: { limit: String(LABELS_BODY_LIMIT_BYTES) } }],
    });
  });
});
