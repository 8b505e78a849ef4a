import { describe, expect, it } from "vitest";
import { findInputProblem, inputStringProblem, MAX_INPUT_DEPTH, MAX_INPUT_STRING_CHARS } from "./input-strings.ts";

describe("inputStringProblem", () => {
  it("takes any well-formed text up to the bound, paired surrogates (emoji) included", () => {
    for (const text of ["", "Asha", "naïve 名前 😀", "\u0001\u001f", "x".repeat(MAX_INPUT_STRING_CHARS)])
      expect(inputStringProblem(text), text.slice(0, 20)).toBeUndefined();
  });

  it("refuses a NUL, a lone high or low surrogate, and one character over the bound", () => {
    expect(inputStringProblem("a\u0000b")).toBe("must not contain a NUL character");
    for (const text of ["a\uD800", "\uDC00a", "\uDE00\uD83D", "😀\uD83D"])
      expect(inputStringProblem(text), JSON.stringify(text)).toBe("must not contain an unpaired surrogate");
    expect(inputStringProblem("x".repeat(MAX_INPUT_STRING_CHARS + 1))).toBe(
      `at most ${MAX_INPUT_STRING_CHARS} characters`,
    );
  });
});

describe("findInputProblem", () => {
  it("names the first bad string in document order, in arrays and objects", () => {
    const body = { a: "ok", b: [{ c: "ok" }, { d: "x\u0000" }], e: "\uD800" };
    expect(findInputProblem(body)).toEqual({ path: "b.1.d", problem: "must not contain a NUL character" });
    expect(findInputProblem({ a: [1, true, null, "fine"] })).toBeUndefined();
  });

  it("refuses a bad field name without echoing it", () => {
    expect(findInputProblem({ root: { "bad\u0000name": 1 } })).toEqual({
      path: "root",
      problem: "a field name must not contain a NUL character",
    });
  });

  it("refuses nesting past the bound, and walks a million levels without exhausting the stack", () => {
    const nest = (levels: number) => {
      let value: unknown = "leaf";
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    expect(findInputProblem(nest(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputProblem(nest(MAX_INPUT_DEPTH + 1))?.problem).toBe(`nested deeper than ${MAX_INPUT_DEPTH} levels`);
    expect(findInputProblem(JSON.parse(`${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`))?.problem).toBe(
      `nested deeper than ${MAX_INPUT_DEPTH} levels`,
    );
  });
});
