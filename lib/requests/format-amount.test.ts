import { describe, expect, it } from "vitest";
import { formatAmount } from "./format-amount.ts";

describe("formatAmount", () => {
  it.each<[string | number, string]>([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["1000000", "1,000,000"],
    ["99999999999", "99,999,999,999"],
    ["1234.50", "1,234.50"],
    ["-12345.6789", "-12,345.6789"],
    [1_000_000_000_000, "1,000,000,000,000"],
    [2500.5, "2,500.5"],
  ])("groups thousands exactly, keeping every digit and the fraction as written: %s", (amount, formatted) => {
    expect(formatAmount(amount)).toBe(formatted);
  });

  it.each(["abc", "1e5", ""])("returns anything that is not a plain decimal as it is: %j", (text) => {
    expect(formatAmount(text)).toBe(text);
  });
});
