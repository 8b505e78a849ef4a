import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryInt } from "./query-int.ts";

const schema = z.object({ limit: queryInt(1, 100, 10) }).strict();
const parse = (query: Record<string, unknown>) => schema.safeParse(query);

describe("queryInt", () => {
  it("reads digits and numbers within bounds, and the fallback when absent or empty", () => {
    expect(parse({}).data).toEqual({ limit: 10 });
    expect(parse({ limit: "" }).data).toEqual({ limit: 10 });
    expect(parse({ limit: "5" }).data).toEqual({ limit: 5 });
    expect(parse({ limit: "100" }).data).toEqual({ limit: 100 });
    expect(parse({ limit: 7 }).data).toEqual({ limit: 7 });
  });

  it("refuses what is not plainly a whole number in bounds", () => {
    for (const limit of ["0", "101", "1e2", "1.5", " 5", "5 ", "-1", "0x10", "abc", "99999999999", 7.5, true, null])
      expect(parse({ limit }).success, JSON.stringify(limit)).toBe(false);
  });
});
