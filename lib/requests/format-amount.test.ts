import { describe, expect, it } from "vitest";
import { formatAmount } from "./format-amount.ts";

describe("formatAmount", () => {
  it("groups thousands exactly, keeping every digit and the fraction as written", () => {
    expect(formatAmount("0")).toBe("0");
    expect(formatAmount("999")).toBe("999");
    expect(formatAmount("1000")).toBe("1,000");
    expect(formatAmount("1000000")).toBe("1,000,000");
    expect(formatAmount("99999999999")).toBe("99,999,999,999");
    expect(formatAmount("1234.50")).toBe("1,234.50");
    expect(formatAmount("-12345.6789")).toBe("-12,345.6789");
    expect(formatAmount(1_000_000_000_000)).toBe("1,000,000,000,000");
    expect(formatAmount(2500.5)).toBe("2,500.5");
  });

  it("returns anything that is not a plain decimal as it is", () => {
    expect(formatAmount("abc")).toBe("abc");
    expect(formatAmount("1e5")).toBe("1e5");
    expect(formatAmount("")).toBe("");
  });
});
