import { describe, expect, it } from "vitest";
import { logHeaders, logText } from "./log-text.ts";

describe("logText", () => {
  it("replaces NUL with U+FFFD and keeps text within the byte limit whole", () => {
    expect(logText("a\u0000b", 100)).toBe("a\uFFFDb");
    expect(logText("ab", 100)).toBe("ab");
    expect(logText("abcdef", 3)).toBe("abc");
  });

  it("never cuts a character in two", () => {
    expect(logText("aé", 2)).toBe("a");
    expect(logText("a😀", 4)).toBe("a");
    expect(logText("a😀", 5)).toBe("a😀");
    const cut = logText("é".repeat(50), 7);
    expect(cut).toBe("ééé");
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(7);
  });

  it("keeps invalid UTF-8 decoded as U+FFFD within the limit", () => {
    const decoded = Buffer.from([0x61, 0xff, 0xfe, 0x62]).toString("utf8");
    expect(logText(decoded, 100)).toBe("a\uFFFD\uFFFDb");
    expect(Buffer.byteLength(logText(decoded, 5))).toBeLessThanOrEqual(5);
  });

  it("cleans header names and values", () => {
    expect(logHeaders({ "x-a": "1\u00002" })).toEqual({ "x-a": "1\uFFFD2" });
  });
});
