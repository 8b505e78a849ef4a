import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import { addProductsOperation } from "./product-operations.ts";

// The product forms' action: each item saved or refused on its own, its refusals with catalogue row and field.

const add = async (username: string, product: unknown[]) =>
  performConsoleOperation(await consoleCallFor(username), addProductsOperation, { root: { product } });

describe("the add-products action", () => {
  it("saves good items and refuses bad ones per item, each refusal with its row and field", async () => {
    const sku = `ACT-${Date.now()}`;
    const outcome = await add("demo.maker", [
      { sku, price: "12.50", brand: { name: "Levis" } },
      { sku: `${sku}-2`, price: "ten" },
      { sku: `${sku}-3`, price: 1, brand: { name: "Gucci" } },
      { sku: `${sku}-4`, price: 1, attributes: { attribute: [{ name: "", value: "x" }] } },
      { price: 1 },
      { sku, price: 3 },
    ]);
    expect(outcome).toEqual({
      ok: true,
      data: {
        items: [
          { ok: true, status: { code: 9100, key: "productSaved", params: { variant: "added" } } },
          { ok: false, errors: [{ code: 9106, key: "priceNotNumeric", field: "price", params: {} }] },
          {
            ok: false,
            errors: [
              { code: 9110, key: "dictionaryValueUnknown", field: "brand", params: { kind: "brand", value: "Gucci" } },
            ],
          },
          {
            ok: false,
            errors: [
              expect.objectContaining({
                code: 9101,
                key: "invalidProductField",
                field: expect.stringMatching(/^attributes\./),
              }),
            ],
          },
          { ok: false, errors: [{ code: 9102, key: "skuNotPassed", field: "sku", params: {} }] },
          { ok: false, errors: [{ code: 9109, key: "skuRepeated", field: "sku", params: { sku } }] },
        ],
      },
    });
    const saved = await db.product.findFirstOrThrow({ where: { orgId: 100, sku } });
    expect([saved.brand, Number(saved.price)]).toEqual(["Levis", 12.5]);

    const again = await add("demo.maker", [{ sku, price: 13 }]);
    expect(again.ok && again.data.items[0]).toEqual({
      ok: true,
      status: { code: 9100, key: "productSaved", params: { variant: "updated" } },
    });
  });

  it("answers an item whose EAN another product has with 9108 beside the EAN", async () => {
    const stamp = Date.now();
    const ean = `88${stamp}`;
    await add("demo.maker", [{ sku: `EAN-A-${stamp}`, price: 1, ean }]);
    const outcome = await add("demo.maker", [{ sku: `EAN-B-${stamp}`, price: 1, ean }]);
    expect(outcome.ok && outcome.data.items).toEqual([
      { ok: false, errors: [{ code: 9108, key: "eanTaken", field: "ean", params: {} }] },
    ]);
  });

  it("keeps each organization's products apart: the same SKU elsewhere is another product", async () => {
    const sku = `ORG-${Date.now()}`;
    await add("demo.maker", [{ sku, price: 5 }]);
    const before = await db.product.findFirstOrThrow({ where: { orgId: 100, sku } });
    const outsider = await add("dual.maker", [{ sku, price: 7 }]);
    expect(outsider.ok && outsider.data.items[0]).toEqual({
      ok: true,
      status: { code: 9100, key: "productSaved", params: { variant: "added" } },
    });
    expect(await db.product.findFirstOrThrow({ where: { orgId: 100, sku } })).toEqual(before);
  });

  it("refuses a caller without the default access group, and changes nothing", async () => {
    const sku = `VIEW-${Date.now()}`;
    expect(await add("demo.auditor", [{ sku, price: 1 }])).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 403 })],
    });
    expect(await db.product.count({ where: { sku } })).toBe(0);
  });

  it("refuses a call that is not a batch, and an empty one, at the schema's path", async () => {
    const call = await consoleCallFor("demo.maker");
    const notBatch = await performConsoleOperation(call, addProductsOperation, { root: { product: "x" } });
    const empty = await performConsoleOperation(call, addProductsOperation, { root: { product: [] } });
    for (const outcome of [notBatch, empty])
      expect(outcome.ok ? [] : outcome.errors.map((error) => [error.code, error.field])).toEqual([
        [400, "root.product"],
      ]);
  });

  it("keeps the route's body limit", async () => {
    const outcome = await add("demo.maker", [{ sku: "BIG", price: 1, long_description: "x".repeat(9 * 1024 * 1024) }]);
    expect(outcome).toEqual({
      ok: false,
      errors: [{ code: 413, key: "bodyTooLarge", params: { limit: String(8 * 1024 * 1024) } }],
    });
  });
});
