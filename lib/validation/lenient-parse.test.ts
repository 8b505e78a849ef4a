import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lenientSafeParse } from "./lenient-parse.ts";

const item = z
  .object({
    code: z.string().max(10),
    qty: z.number().int().positive().optional(),
    amount: z.number().optional(),
    note: z.string().optional(),
  })
  .strict();
const body = z
  .object({
    name: z.string().min(1),
    items: z.array(item).default([]),
    ref: z.union([z.number().int(), z.object({ key: z.string() }).strict()]).optional(),
  })
  .strict();

const ok = (input: unknown) => {
  const result = lenientSafeParse(body, input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result;
};
const refused = (input: unknown) => {
  const result = lenientSafeParse(body, input);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(result.data)}`);
  return result.issues;
};

describe("lenientSafeParse: what the original's Jackson forgives", () => {
  it("drops unknown properties at any depth and names each by its path", () => {
    const result = ok({
      name: "a",
      extra: 1,
      items: [{ code: "x", echo: true, deep: { more: 1 } }],
      ref: { key: "k", z: 0 },
    });
    expect(result.data).toEqual({ name: "a", items: [{ code: "x" }], ref: { key: "k" } });
    expect(result.ignored.sort()).toEqual(["extra", "items.0.deep", "items.0.echo", "ref.z"]);
  });

  it("reads numeric text as a number and a number as text, integers only where an integer is meant", () => {
    const result = ok({ name: 500, items: [{ code: 10, qty: " 2 ", amount: "10.5" }], ref: "7" });
    expect(result.data).toEqual({ name: "500", items: [{ code: "10", qty: 2, amount: 10.5 }], ref: 7 });
    expect(refused({ name: "a", items: [{ code: "x", qty: "1.5" }] })[0]).toMatchObject({ path: ["items", 0, "qty"] });
    expect(refused({ name: "a", items: [{ code: "x", qty: "two" }] })[0]).toMatchObject({
      code: "invalid_type",
      path: ["items", 0, "qty"],
    });
    expect(refused({ name: "a", items: [{ code: "x", amount: "1e999x" }] })[0].path).toEqual(["items", 0, "amount"]);
  });

  it("reads a number as text only when its text is exactly what the caller wrote", () => {
    // 6011000990139424123 reaches JSON.parse's number rounded; its text would name another card.
    const card = JSON.parse('{"name": 6011000990139424123}');
    expect(refused(card)[0]).toMatchObject({ code: "invalid_type", path: ["name"] });
    expect(refused({ name: 1e21 })[0]).toMatchObject({ code: "invalid_type", path: ["name"] });
    expect(ok({ name: 9007199254740991 }).data.name).toBe("9007199254740991");
    expect(ok({ name: 12.75 }).data.name).toBe("12.75");
  });

  it("lets no union alternative convert a value another one takes by type but refuses by rule", () => {
    const ids = z.object({ id: z.union([z.number().int(), z.string().regex(/^[a-z]+$/)]) }).strict();
    expect(lenientSafeParse(ids, { id: 1.5 }).success).toBe(false);
    expect(lenientSafeParse(ids, { id: "12" })).toMatchObject({ success: false });
    expect(lenientSafeParse(ids, { id: "abc" })).toMatchObject({ success: true, data: { id: "abc" } });
    const amount = z
      .object({
        v: z.union([
          z.number(),
          z
            .string()
            .regex(/^\d{1,3}$/)
            .transform(Number),
        ]),
      })
      .strict();
    expect(lenientSafeParse(amount, { v: "1e3" }).success).toBe(false);
    expect(lenientSafeParse(amount, { v: "12" })).toMatchObject({ success: true, data: { v: 12 } });
  });

  it("takes null as a property left out: fine where optional, 'required' where not", () => {
    expect(ok({ name: "a", items: [{ code: "x", note: null, qty: null }] }).data).toEqual({
      name: "a",
      items: [{ code: "x" }],
    });
    expect(refused({ name: null })[0]).toMatchObject({ code: "invalid_type", path: ["name"] });
  });

  it("refuses what is meaningless, after forgiving the rest, with the issue of the repaired input", () => {
    const issues = refused({ name: "", extra: 1, items: [{ code: "much too long a code", qty: "3" }] });
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["name", "items.0.code"]);
  });

  it("leaves the caller's input untouched", () => {
    const input = { name: 5, extra: { a: 1 }, items: [{ code: 1 }] };
    const before = structuredClone(input);
    ok(input);
    expect(input).toEqual(before);
  });

  it("does not loop on a union whose alternatives each want the other type", () => {
    const flip = z.object({ v: z.union([z.number().min(10), z.string().min(3)]) }).strict();
    const result = lenientSafeParse(flip, { v: "5" });
    expect(result.success).toBe(false);
  });

  it("costs one parse when nothing needs forgiving", () => {
    let parses = 0;
    const counted = z.object({ name: z.string() }).transform((value) => (parses++, value));
    expect(lenientSafeParse(counted, { name: "a" }).success).toBe(true);
    expect(parses).toBe(1);
  });
});

describe("lenientSafeParse of a query string", () => {
  const query = z.object({ limit: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]) }).strict();

  it("ignores unknown parameters but reads each known one by its own rule", () => {
    expect(lenientSafeParse(query, { limit: "5", foo: "1" }, "query")).toMatchObject({
      success: true,
      data: { limit: 5 },
      ignored: ["foo"],
    });
    // "1e2" is numeric text, but a query parameter's rule (digits only) decides, not a body's forgiveness.
    expect(lenientSafeParse(query, { limit: "1e2" }, "query").success).toBe(false);
    const limit = z.object({ limit: z.number() }).strict();
    expect(lenientSafeParse(limit, { limit: "1e2" }, "query").success).toBe(false);
    expect(lenientSafeParse(limit, { limit: "1e2" }, "body")).toMatchObject({ success: true, data: { limit: 100 } });
  });
});
