import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryBoolean } from "./query-boolean.ts";

const schema = z.object({ flag: queryBoolean() }).strict();

describe("queryBoolean", () => {
  it("reads true and false in any letter case, and an empty or absent value as not given", () => {
    for (const [flag, expected] of [
      ["true", true],
      ["TRUE", true],
      ["True", true],
      ["false", false],
      ["FALSE", false],
      ["False", false],
      [true, true],
    ] as const)
      expect(schema.parse({ flag }), String(flag)).toEqual({ flag: expected });
    expect(schema.parse({ flag: "" })).toEqual({ flag: undefined });
    expect(schema.parse({})).toEqual({});
  });

  it("refuses anything else", () => {
    for (const flag of ["yes", "1", "0", "tru", "null", 1, null])
      expect(schema.safeParse({ flag }).success, String(flag)).toBe(false);
  });
});
