import { describe, expect, it } from "vitest";
import { MAX_PRODUCTS_BODY_BYTES, MAX_PRODUCTS_PER_CALL } from "./schemas.ts";
import { CONSOLE_BATCH_LIMITS, splitProductBatches } from "./split-product-batches.ts";

describe("splitProductBatches", () => {
  it("keeps the order and splits on the item limit", () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ sku: `S${i}` }));
    const batches = splitProductBatches(items, { maxItems: 3, maxBytes: 1_000_000 });
    expect(batches.map((batch) => batch.map((item) => item.sku))).toEqual([
      ["S0", "S1", "S2"],
      ["S3", "S4", "S5"],
      ["S6"],
    ]);
    expect(splitProductBatches([], { maxItems: 3, maxBytes: 100 })).toEqual([]);
  });

  it("splits on the byte limit, counting UTF-8 bytes", () => {
    const item = { sku: "é".repeat(40) }; // 80 bytes of text: 90 as JSON, 91 with its separator
    expect(splitProductBatches([item, item, item], { maxItems: 100, maxBytes: 200 }).map((b) => b.length)).toEqual([
      2, 1,
    ]);
  });

  it("stays within the route's limits by default", () => {
    expect(CONSOLE_BATCH_LIMITS.maxItems).toBeLessThanOrEqual(MAX_PRODUCTS_PER_CALL);
    expect(CONSOLE_BATCH_LIMITS.maxBytes).toBeLessThan(MAX_PRODUCTS_BODY_BYTES);
    const batches = splitProductBatches(Array.from({ length: 4_500 }, (_, i) => ({ sku: `S${i}`, price: "1" })));
    expect(batches.map((b) => b.length)).toEqual([2_000, 2_000, 500]);
  });
});
