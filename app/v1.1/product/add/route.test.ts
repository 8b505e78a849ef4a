import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { POST } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const add = (product: unknown, auth: Auth = "demo.maker") =>
  callRoute(POST, { path: "/v1.1/product/add", auth, body: { root: { product } } });
const count = (orgId = 100) => db.product.count({ where: { orgId } });
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const itemStatus = (body: JsonBody, index = 0) => body.response.product[index].item_status;

const NO_DEFAULT = noDefaultUser("product.nodefault");

describe("POST /v1.1/product/add", () => {
  it("adds a product with every field and echoes it with item_status 9100", async () => {
    const res = await add([
      {
        sku: "JEANS-001",
        price: 1999.5,
        ean: "8901234567890",
        description: "Slim jeans",
        long_description: "Blue slim-fit jeans",
        returnable: true,
        returnableDays: 30,
        img_url: "https://img.example/j1.png",
        size: { name: "m", type: "apparel" },
        style: { name: "slimFit" },
        brand: { name: "Lee" },
        color: { name: "blue" },
        category: { name: "jeans" },
        attributes: {
          attribute: [
            { name: "fabric", value: "denim" },
            { name: "fit", value: "slim" },
          ],
        },
      },
    ]);
    expect(res.status).toBe(200);
    const row = await db.product.findFirstOrThrow({ where: { orgId: 100, sku: "JEANS-001" } });
    expect(res.body).toEqual({
      response: {
        status: { success: true, code: 200, message: "Success" },
        product: [
          {
            item_id: row.id,
            sku: "JEANS-001",
            ean: "8901234567890",
            price: 1999.5,
            name: "JEANS-001",
            label: "Slim jeans",
            description: "Slim jeans",
            long_description: "Blue slim-fit jeans",
            img_url: "https://img.example/j1.png",
            returnable: true,
            returnable_days: 30,
            ou_code: "",
            ou_id: null,
            added_on: expect.stringMatching(ISO),
            size: { name: "M", type: "apparel", label: "M" },
            style: { name: "slimFit", label: "slimFit" },
            brand: { name: "Lee", label: "Lee" },
            color: { name: "blue", label: "blue" },
            category: { name: "Jeans", label: "Jeans" },
            attributes: {
              attribute: [
                { name: "fabric", value: "denim" },
                { name: "fit", value: "slim" },
              ],
            },
            item_status: { success: true, code: 9100, message: "Product added successfully" },
          },
        ],
      },
    });
    expect(row.price.toString()).toBe("1999.5");
    expect(row.brand).toBe("Lee");
    expect(row.addedById).not.toBeNull();
  });

  it("applies the defaults, takes a numeric-text price and a single attribute object", async () => {
    const res = await add([
      { sku: "PLAIN-1", price: "10.25", attributes: { attribute: { name: "gift", value: "yes" } } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.response.product[0]).toMatchObject({
      sku: "PLAIN-1",
      price: 10.25,
      returnable: false,
      returnable_days: -1,
      ean: "",
      label: "PLAIN-1",
      size: null,
      style: null,
      brand: null,
      color: null,
      category: null,
      attributes: { attribute: [{ name: "gift", value: "yes" }] },
    });
    const single = await callRoute(POST, {
      path: "/v1.1/product/add",
      auth: "demo.maker",
      body: { root: { product: { sku: "ONE", price: 1 } } },
    });
    expect(single.status).toBe(200);
    expect(single.body.response.product).toHaveLength(1);
  });

  it.each([
    ["no sku", { price: 1 }, 9102, "Item SKU not passed"],
    ["an empty sku", { sku: "  ", price: 1 }, 9102, "Item SKU not passed"],
    ["no price", { sku: "P-1" }, 9103, "Product Price not passed"],
    ["a null price", { sku: "P-1", price: null }, 9103, "Product Price not passed"],
    ["a text price", { sku: "P-1", price: "ten" }, 9106, "Product price is not numeric"],
    ["a boolean price", { sku: "P-1", price: true }, 9106, "Product price is not numeric"],
    // Each dictionary kind refuses a name the organization has not configured, in the same words.
    ...(
      [
        ["brand", "Gucci"],
        ["color", "red"],
        ["category", "Shoes"],
        ["style", "baggy"],
        ["size", "XL"],
      ] as const
    ).map(([kind, name]): [string, Record<string, unknown>, number, string] => [
      `an unknown ${kind}`,
      { sku: "P-1", price: 1, [kind]: { name } },
      9110,
      `The ${kind} ${name} is not configured for the organization`,
    ]),
    [
      "a size of another type",
      { sku: "P-1", price: 1, size: { name: "M", type: "shoe" } },
      9110,
      "The size M of type shoe is not configured for the organization",
    ],
    [
      "an ou_code where OU products are off",
      { sku: "P-1", price: 1, ou_code: "store-001" },
      9111,
      expect.stringContaining("ou_code is not allowed"),
    ],
  ])("refuses an item with %s", async (_label, product, code, message) => {
    const before = await count();
    const res = await add([product]);
    expect(res.status).toBe(422);
    expect(res.body.response.status).toEqual({
      success: false,
      code: 422,
      message: "No product was added; see item_status",
    });
    expect(itemStatus(res.body)).toEqual({ success: false, code, message });
    expect(await count()).toBe(before);
  });

  it.each([
    ["sku", { sku: "S".repeat(100) }, { sku: "S".repeat(101) }],
    ["ean", { ean: "1".repeat(50) }, { ean: "1".repeat(51) }],
    ["description", { description: "d".repeat(500) }, { description: "d".repeat(501) }],
    ["long_description", { long_description: "d".repeat(5000) }, { long_description: "d".repeat(5001) }],
    ["returnableDays", { returnable: true, returnableDays: 36_500 }, { returnable: true, returnableDays: 36_501 }],
    ["returnableDays", { returnableDays: -1 }, { returnableDays: -2 }],
    [
      "img_url",
      { img_url: `https://img.example/${"i".repeat(980)}` },
      { img_url: `https://img.example/${"i".repeat(981)}` },
    ],
    ["price", { price: "9999999999999.999999" }, { price: "10000000000000" }],
    ["price", { price: "0.000001" }, { price: "0.0000001" }],
    ["price", { price: 0 }, { price: -0.01 }],
    [
      "attributes",
      { attributes: { attribute: Array.from({ length: 50 }, (_, i) => ({ name: `a${i}`, value: "v" })) } },
      { attributes: { attribute: Array.from({ length: 51 }, (_, i) => ({ name: `a${i}`, value: "v" })) } },
    ],
  ])("takes %s at its limit and refuses one past it with 9101", async (field, atLimit, pastLimit) => {
    const ok = await add([{ sku: `LIMIT-${field}-${JSON.stringify(atLimit).length}`, price: 1, ...atLimit }]);
    expect(ok.status).toBe(200);
    expect(itemStatus(ok.body)).toMatchObject({ success: true, code: 9100 });
    const before = await count();
    const bad = await add([{ sku: `LIMIT2-${field}`, price: 1, ...pastLimit }]);
    expect(bad.status).toBe(422);
    expect(itemStatus(bad.body)).toMatchObject({ success: false, code: 9101, message: expect.stringContaining(field) });
    expect(await count()).toBe(before);
  });

  it("refuses wrong types of an item with 9101", async () => {
    for (const product of [
      { sku: "T-1", price: 1, returnable: "maybe" },
      { sku: "T-1", price: 1, returnableDays: 1.5 },
      { sku: "T-1", price: 1, returnableDays: "1.5" },
      "T-1",
      [1],
    ]) {
      const res = await add([product]);
      expect(res.status).toBe(422);
      expect(itemStatus(res.body)).toMatchObject({ success: false, code: 9101 });
    }
    expect(await db.product.count({ where: { sku: "T-1" } })).toBe(0);
  });

  it("refuses an EAN already held by another product (9108), in the database or earlier in the batch", async () => {
    await add([{ sku: "EAN-A", price: 1, ean: "5000000000001" }]);
    const res = await add([
      { sku: "EAN-B", price: 1, ean: "5000000000001" },
      { sku: "EAN-C", price: 1, ean: "5000000000002" },
      { sku: "EAN-D", price: 1, ean: "5000000000002" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual({
      success: true,
      code: 201,
      message: "2 of 3 products failed; see item_status",
    });
    const message = "Trying to add product with an already existing EAN";
    expect(res.body.response.product.map((p: JsonBody) => p.item_status)).toEqual([
      { success: false, code: 9108, message },
      { success: true, code: 9100, message: "Product added successfully" },
      { success: false, code: 9108, message },
    ]);
    expect(res.body.response.product[0]).toEqual({
      item_id: null,
      sku: "EAN-B",
      ean: "5000000000001",
      price: 1,
      item_status: expect.any(Object),
    });
    expect(await db.product.count({ where: { sku: { in: ["EAN-B", "EAN-D"] } } })).toBe(0);
  });

  it("updates a product whose SKU exists (upsert) and refuses a SKU repeated within the batch (9109)", async () => {
    const first = await add([{ sku: "UPS-1", price: 5, ean: "7000000000001", description: "old" }]);
    const id = first.body.response.product[0].item_id;
    const res = await add([
      { sku: "UPS-1", price: "6.5", ean: "7000000000001", description: "new", brand: { name: "Levis" } },
      { sku: "UPS-1", price: 7 },
    ]);
    expect(res.body.response.product[0]).toMatchObject({
      item_id: id,
      added_on: first.body.response.product[0].added_on,
      price: 6.5,
      description: "new",
      brand: { name: "Levis", label: "Levis" },
      item_status: { success: true, code: 9100, message: "Product updated successfully" },
    });
    expect(itemStatus(res.body, 1)).toEqual({
      success: false,
      code: 9109,
      message: "SKU UPS-1 is repeated in the batch; only its first occurrence is processed",
    });
    const rows = await db.product.findMany({ where: { orgId: 100, sku: "UPS-1" } });
    expect(rows).toHaveLength(1);
    expect(rows[0].price.toString()).toBe("6.5");
  });

  it("adds the good items of a partly bad batch and reports each item", async () => {
    const before = await count();
    const res = await add([
      { sku: "PART-1", price: 1 },
      { price: 2 },
      { sku: "PART-3", price: "x" },
      { sku: "PART-4", price: 4, color: { name: "black" } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual({
      success: true,
      code: 201,
      message: "2 of 4 products failed; see item_status",
    });
    expect(res.body.response.product.map((p: JsonBody) => p.item_status.code)).toEqual([9100, 9102, 9106, 9100]);
    expect(res.body.response.product[1]).toEqual({
      item_id: null,
      sku: null,
      ean: null,
      price: 2,
      item_status: { success: false, code: 9102, message: "Item SKU not passed" },
    });
    expect(await count()).toBe(before + 2);
  });

  it("stores ou_id where OU-level products are on, and refuses an unknown org unit (9112)", async () => {
    await db.organization.update({ where: { id: 100 }, data: { ouLevelProducts: true } });
    try {
      const res = await add([
        { sku: "OU-1", price: 1, ou_code: "store-001" },
        { sku: "OU-2", price: 1, ou_code: "store-999" },
      ]);
      expect(res.body.response.product[0]).toMatchObject({
        ou_code: "store-001",
        ou_id: 1,
        item_status: { code: 9100 },
      });
      expect(itemStatus(res.body, 1)).toEqual({
        success: false,
        code: 9112,
        message: "Organisation unit store-999 not found",
      });
      expect((await db.product.findFirstOrThrow({ where: { orgId: 100, sku: "OU-1" } })).ouId).toBe(1);
    } finally {
      await db.organization.update({ where: { id: 100 }, data: { ouLevelProducts: false } });
    }
  });

  it("does not resolve another organization's org unit (9112), writing nothing", async () => {
    await db.organization.update({ where: { id: 200 }, data: { ouLevelProducts: true } });
    try {
      const res = await add([{ sku: "DUAL-OU", price: 1, ou_code: "store-001" }], "dual.maker");
      expect(res.status).toBe(422);
      expect(itemStatus(res.body)).toEqual({
        success: false,
        code: 9112,
        message: "Organisation unit store-001 not found",
      });
      expect(await db.product.count({ where: { sku: "DUAL-OU" } })).toBe(0);
    } finally {
      await db.organization.update({ where: { id: 200 }, data: { ouLevelProducts: false } });
    }
  });

  it("keeps organizations apart: another org's dictionaries do not resolve, its SKUs and EANs do not clash", async () => {
    await add([{ sku: "SHARED-1", price: 1, ean: "6000000000001" }]);
    const brand = await add([{ sku: "DUAL-1", price: 1, brand: { name: "Lee" } }], "dual.maker");
    expect(itemStatus(brand.body)).toMatchObject({ code: 9110 });
    const res = await add([{ sku: "SHARED-1", price: 2, ean: "6000000000001" }], "dual.maker");
    expect(res.body.response.product[0]).toMatchObject({
      sku: "SHARED-1",
      price: 2,
      item_status: { code: 9100, message: "Product added successfully" },
    });
    expect((await db.product.findFirstOrThrow({ where: { orgId: 100, sku: "SHARED-1" } })).price.toString()).toBe("1");
  });

  it("processes a batch of 10,000 products in one call", async () => {
    const before = await count();
    const products = Array.from({ length: 10_000 }, (_, i) => ({
      sku: `BULK-${i}`,
      price: (i % 500) + 0.99,
      ean: `99${String(i).padStart(11, "0")}`,
      description: `Bulk product ${i}`,
      brand: { name: i % 2 ? "Lee" : "Levis" },
      size: { name: "L" },
      attributes: { attribute: { name: "batch", value: "bulk" } },
    }));
    const started = performance.now();
    const res = await add(products);
    const elapsed = performance.now() - started;
    console.info(`10,000-product batch took ${Math.round(elapsed)} ms`);
    expect(res.status).toBe(200);
    expect(res.body.response.status.code).toBe(200);
    expect(res.body.response.product).toHaveLength(10_000);
    expect(res.body.response.product[9999]).toMatchObject({
      sku: "BULK-9999",
      brand: { name: "Lee" },
      item_status: { code: 9100 },
    });
    expect(await count()).toBe(before + 10_000);
    const again = await add(products.slice(0, 2000));
    expect(again.status).toBe(200);
    expect(
      again.body.response.product.every((p: JsonBody) => p.item_status.message === "Product updated successfully"),
    ).toBe(true);
  }, 120_000);

  it("refuses 10,001 products with 9113 and writes nothing", async () => {
    const before = await count();
    const res = await add(Array.from({ length: 10_001 }, (_, i) => ({ sku: `OVER-${i}`, price: 1 })));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      response: {
        status: { success: false, code: 9113, message: "Too many products in one call: at most 10000" },
        product: [],
      },
    });
    expect(await count()).toBe(before);
  });

  it("refuses an oversized body (413), malformed JSON (400), the wrong content type (415) and a bad envelope (400)", async () => {
    const post = (rawBody: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
      callRoute(POST, { path: "/v1.1/product/add", auth: "demo.maker", rawBody, headers });
    const big = await post(
      JSON.stringify({ root: { product: [{ sku: "BIG", price: 1, description: "x".repeat(9 * 1024 * 1024) }] } }),
    );
    expect(big.status).toBe(413);
    expect(big.body.response.status).toMatchObject({ success: false, code: 413 });
    const malformed = await post('{"root": {"product": [');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      response: {
        status: { success: false, code: 400, message: expect.stringContaining("Malformed JSON") },
        product: [],
      },
    });
    const wrongType = await post(JSON.stringify({ root: { product: [{ sku: "W", price: 1 }] } }), {
      "content-type": "text/plain",
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.response.status).toMatchObject({ success: false, code: 415 });
    for (const body of [
      {},
      { root: {} },
      { root: { product: [] } },
      { root: { product: "x" } },
      { root: { product: [] }, extra: 1 },
      [],
    ]) {
      const res = await callRoute(POST, { path: "/v1.1/product/add", auth: "demo.maker", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.response.status).toMatchObject({ success: false, code: 400 });
    }
    expect(await db.product.count({ where: { sku: { in: ["BIG", "W"] } } })).toBe(0);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    const anonymous = await add([{ sku: "AUTH-1", price: 1 }], null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      response: {
        status: { success: false, code: 401, message: "Authentication failed. Please check username and password." },
        product: [],
      },
    });
    const denied = await add([{ sku: "AUTH-1", price: 1 }], NO_DEFAULT);
    expect(denied.status).toBe(403);
    expect(denied.body.response.status).toMatchObject({ success: false, code: 403 });
    expect(await db.product.count({ where: { sku: "AUTH-1" } })).toBe(0);
    expect((await add([{ sku: "AUTH-1", price: 1 }], "demo.viewer")).status).toBe(200);
  });
});
