import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern.ts";

describe("containsPattern", () => {
  it("wraps the text in % and escapes LIKE's wildcards and the escape character", () => {
    expect(containsPattern("denim")).toBe("%denim%");
    expect(containsPattern("100% wool_cap")).toBe("%100\\% wool\\_cap%");
    expect(containsPattern("a\\b")).toBe("%a\\\\b%");
  });
});
