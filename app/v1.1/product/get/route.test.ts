import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { POST } from "../add/route.ts";
import { GET } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const get = (query: string, auth: Auth = "demo.maker") => callRoute(GET, { path: `/v1.1/product/get?${query}`, auth });

const NO_DEFAULT = noDefaultUser("getproduct.nodefault");
beforeAll(async () => {
  const body = {
    root: {
      product: [
        { sku: "G-1", price: 12, brand: { name: "Lee" } },
        { sku: "G-2", price: "3.5", description: "Second" },
      ],
    },
  };
  expect((await callRoute(POST, { path: "/v1.1/product/add", auth: "demo.maker", body })).status).toBe(200);
  await callRoute(POST, {
    path: "/v1.1/product/add",
    auth: "dual.maker",
    body: { root: { product: [{ sku: "DUAL-ONLY", price: 1 }] } },
  });
});

describe("GET /v1.1/product/get", () => {
  it("returns the products by SKU with item_status 2100", async () => {
    const res = await get("sku=G-1,G-2");
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual({ success: true, code: 200, message: "Success" });
    expect(res.body.response.product).toEqual([
      expect.objectContaining({
        sku: "G-1",
        price: 12,
        brand: { name: "Lee", label: "Lee" },
        item_status: { success: true, code: 2100, message: "Product retrieval successful" },
      }),
      expect.objectContaining({
        sku: "G-2",
        price: 3.5,
        label: "Second",
        item_status: { success: true, code: 2100, message: "Product retrieval successful" },
      }),
    ]);
    expect(res.body.response.product[0].item_id).toEqual(expect.any(Number));
  });

  it("reports unknown SKUs and another organization's SKUs per item (2101)", async () => {
    const partial = await get("sku=G-1,NOPE,DUAL-ONLY");
    expect(partial.status).toBe(200);
    expect(partial.body.response.status).toEqual({
      success: true,
      code: 201,
      message: "2 of 3 products not found; see item_status",
    });
    expect(partial.body.response.product[1]).toEqual({
      item_id: null,
      sku: "NOPE",
      item_status: { success: false, code: 2101, message: "Product NOPE not found" },
    });
    const none = await get("sku=DUAL-ONLY");
    expect(none.status).toBe(404);
    expect(none.body.response).toEqual({
      status: { success: false, code: 404, message: "No product found; see item_status" },
      product: [
        {
          item_id: null,
          sku: "DUAL-ONLY",
          item_status: { success: false, code: 2101, message: "Product DUAL-ONLY not found" },
        },
      ],
    });
  });

  it("refuses a missing or empty sku and more than 100 SKUs (400); ignores unknown parameters", async () => {
    for (const query of ["", "sku=", "sku=,,", `sku=${Array.from({ length: 101 }, (_, i) => `S${i}`).join(",")}`]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.response.status).toMatchObject({ success: false, code: 400 });
    }
    expect((await get(`sku=${Array.from({ length: 100 }, (_, i) => `S${i}`).join(",")}`)).status).toBe(404);
    expect((await get("sku=G-1&foo=1")).body).toEqual((await get("sku=G-1")).body);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    const anonymous = await get("sku=G-1", null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.response.status).toEqual({
      success: false,
      code: 401,
      message: "Authentication failed. Please check username and password.",
    });
    expect((await get("sku=G-1", NO_DEFAULT)).status).toBe(403);
  });
});

describe("GET /v1.1/product/get?search= (the console's list, ours)", () => {
  beforeAll(async () => {
    const product = ["Blue Denim Jacket", "Black denim skirt", "Red scarf", "100% wool_cap"].map((description, i) => ({
      sku: `LIST-${i}`,
      price: i + 1,
      description,
    }));
    expect(
      (await callRoute(POST, { path: "/v1.1/product/add", auth: "demo.maker", body: { root: { product } } })).status,
    ).toBe(200);
    const other = await callRoute(POST, {
      path: "/v1.1/product/add",
      auth: "dual.maker",
      body: { root: { product: [{ sku: "LIST-DUAL", price: 1, description: "denim" }] } },
    });
    expect(other.status).toBe(200);
  });
  const skus = (res: { body: { response: { product: { sku: string }[] } } }) =>
    res.body.response.product.map((p) => p.sku);

  it("finds products by part of the SKU or of the name, ignoring case, newest first, with the total", async () => {
    const bySku = await get("search=list-&page=0&pageSize=10");
    expect(bySku.status).toBe(200);
    expect(bySku.body.response.status).toEqual({ success: true, code: 200, message: "Success" });
    expect(bySku.body.response.pagination).toEqual({ page: 0, pageSize: 10, total: 4 });
    expect(skus(bySku)).toEqual(["LIST-3", "LIST-2", "LIST-1", "LIST-0"]);
    expect(bySku.body.response.product[3]).toMatchObject({
      sku: "LIST-0",
      label: "Blue Denim Jacket",
      price: 1,
      item_status: { success: true, code: 2100 },
    });
    expect(skus(await get("search=DENIM"))).toEqual(["LIST-1", "LIST-0"]);
    expect(skus(await get("search=%20scarf%20"))).toEqual(["LIST-2"]);
  });

  it("pages through the results and treats LIKE wildcards as plain text", async () => {
    const second = await get("search=list-&page=1&pageSize=3");
    expect(second.body.response.pagination).toEqual({ page: 1, pageSize: 3, total: 4 });
    expect(skus(second)).toEqual(["LIST-0"]);
    expect(skus(await get("search=100%25"))).toEqual(["LIST-3"]);
    expect(skus(await get("search=_"))).toEqual(["LIST-3"]);
    expect(skus(await get("search=L_ST"))).toEqual([]);
  });

  it("lists every product of the organization for an empty search, never another organization's", async () => {
    const all = await get("search=&pageSize=200");
    expect(all.status).toBe(200);
    expect(all.body.response.pagination.total).toBe(await db.product.count({ where: { orgId: 100 } }));
    expect(skus(all)).not.toContain("LIST-DUAL");
    expect(skus(await get("page=0"))).toContain("LIST-0");
    const none = await get("search=no-such-product");
    expect(none.status).toBe(200);
    expect(none.body.response).toEqual({
      status: { success: true, code: 200, message: "Success" },
      pagination: { page: 0, pageSize: 50, total: 0 },
      product: [],
    });
  });

  it.each([
    ["a negative page", "search=a&page=-1"],
    ["a page that is not a number", "search=a&page=two"],
    ["a page size of 0", "search=a&pageSize=0"],
    ["a page size over 200", "search=a&pageSize=201"],
    ["a search over 100 characters", `search=${"x".repeat(101)}`],
  ])("refuses %s (400)", async (_label, query) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.response).toMatchObject({ status: { success: false, code: 400 }, product: [] });
  });

  // The query schema picks one operation; only its schema judges the query, so a refusal names its field.
  it.each([
    ["", "sku: is required (expected string)"],
    ["search=a&page=-1", "page: "],
  ])("refuses %j naming the chosen operation's own field", async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.response.status.message.slice(0, message.length)).toBe(message);
  });

  it("asks by SKU when sku is given, ignoring the list's parameters and any other, as the original ignores them", async () => {
    const bySku = await get("sku=G-1");
    expect((await get("sku=G-1&search=G&sort=sku")).body).toEqual(bySku.body);
    expect((await get("sku=G-1&operation=list")).body).toEqual(bySku.body);
    const list = await get("search=G&sort=sku");
    expect(list.status).toBe(200);
    expect(list.body).toEqual((await get("search=G")).body);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    expect((await get("search=LIST", null)).status).toBe(401);
    expect((await get("search=LIST", NO_DEFAULT)).status).toBe(403);
  });
});
