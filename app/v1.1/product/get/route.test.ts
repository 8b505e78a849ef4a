import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/lib/testing/call-route.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { POST } from "../add/route.ts";
import { GET } from "./route.ts";

const get = (query: string, auth: Auth = "demo.maker") => callRoute(GET, { path: `/v1.1/product/get?${query}`, auth });

beforeAll(async () => {
  await createUser(db, { orgId: 100, username: "getproduct.nodefault", displayName: "No default", password: "no-default-pw", access: ["points.read"] });
  const body = { root: { product: [{ sku: "G-1", price: 12, brand: { name: "Lee" } }, { sku: "G-2", price: "3.5", description: "Second" }] } };
  expect((await callRoute(POST, { path: "/v1.1/product/add", auth: "demo.maker", body })).status).toBe(200);
  await callRoute(POST, { path: "/v1.1/product/add", auth: "dual.maker", body: { root: { product: [{ sku: "DUAL-ONLY", price: 1 }] } } });
});

describe("GET /v1.1/product/get", () => {
  it("returns the products by SKU with item_status 2100", async () => {
    const res = await get("sku=G-1,G-2");
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual({ success: true, code: 200, message: "Success" });
    expect(res.body.response.product).toEqual([
      expect.objectContaining({ sku: "G-1", price: 12, brand: { name: "Lee", label: "Lee" }, item_status: { success: true, code: 2100, message: "Product retrieval successful" } }),
      expect.objectContaining({ sku: "G-2", price: 3.5, label: "Second", item_status: { success: true, code: 2100, message: "Product retrieval successful" } }),
    ]);
    expect(res.body.response.product[0].item_id).toEqual(expect.any(Number));
  });

  it("reports unknown SKUs and another organization's SKUs per item (2101)", async () => {
    const partial = await get("sku=G-1,NOPE,DUAL-ONLY");
    expect(partial.status).toBe(200);
    expect(partial.body.response.status).toEqual({ success: true, code: 201, message: "2 of 3 products not found; see item_status" });
    expect(partial.body.response.product[1]).toEqual({ item_id: null, sku: "NOPE", item_status: { success: false, code: 2101, message: "Product NOPE not found" } });
    const none = await get("sku=DUAL-ONLY");
    expect(none.status).toBe(404);
    expect(none.body.response).toEqual({
      status: { success: false, code: 404, message: "No product found; see item_status" },
      product: [{ item_id: null, sku: "DUAL-ONLY", item_status: { success: false, code: 2101, message: "Product DUAL-ONLY not found" } }],
    });
  });

  it("refuses a missing or empty sku, more than 100 SKUs and unknown parameters (400)", async () => {
    for (const query of ["", "sku=", "sku=,,", `sku=${Array.from({ length: 101 }, (_, i) => `S${i}`).join(",")}`, "sku=G-1&foo=1"]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.response.status).toMatchObject({ success: false, code: 400 });
    }
    expect((await get(`sku=${Array.from({ length: 100 }, (_, i) => `S${i}`).join(",")}`)).status).toBe(404);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    const anonymous = await get("sku=G-1", null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.response.status).toEqual({ success: false, code: 401, message: "Authentication failed. Please check username and password." });
    expect((await get("sku=G-1", { basic: ["getproduct.nodefault", "no-default-pw"] })).status).toBe(403);
  });
});
