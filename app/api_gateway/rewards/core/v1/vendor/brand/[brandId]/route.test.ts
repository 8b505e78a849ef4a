import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { POST as CREATE } from "../../create/route.ts";
import { GET } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const listBrand = (brandId: number | string, query = "", auth: Auth = "demo.maker") =>
  callRoute(GET, {
    path: `/api_gateway/rewards/core/v1/vendor/brand/${brandId}${query}`,
    params: { brandId: String(brandId) },
    auth,
  });

const expectRefused = (
  res: { status: number; body: JsonBody },
  status: number,
  code: number,
  message?: string | RegExp,
) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ status: { success: false, code, message: expect.any(String) }, vendorList: null });
  if (typeof message === "string") expect(res.body.status.message).toBe(message);
  else if (message) expect(res.body.status.message).toMatch(message);
};

const NO_DEFAULT = noDefaultUser("vendor.nodefault");
beforeAll(async () => {
  await db.brand.create({ data: { id: 11, orgId: 100, name: "Second brand" } });
  await db.brand.create({ data: { id: 20, orgId: 200, name: "Dual Co Rewards" } });
  const create = (body: Record<string, unknown>, auth: Auth = "demo.maker") =>
    callRoute(CREATE, { path: "/api_gateway/rewards/core/v1/vendor/create", auth, body: { type: "REWARDS", ...body } });
  await create({ name: "Zeta", brandId: 10, rank: 1 });
  await create({ name: "Alpha", brandId: 10 });
  await create({ name: "Beta", brandId: 10, rank: 2, vendorDetails: { key: "k-plain", value: "v-plain" } });
  await create({ name: "Other brand", brandId: 11 });
  await create({ name: "Dual vendor", brandId: 20 }, "dual.maker");
});

describe("GET /api_gateway/rewards/core/v1/vendor/brand/{brandId}", () => {
  it("lists the brand's vendors by rank, unranked last, with 5001 and vendorList", async () => {
    const res = await listBrand(10);
    expect(res.status).toBe(200);
    expect(res.body.status).toEqual({ success: true, code: 5001, message: "Vendors fetched successfully" });
    expect(res.body.vendorList.map((v: JsonBody) => v.name)).toEqual(["Zeta", "Beta", "Alpha"]);
    expect(res.body.totalCount).toBe(3);
    expect(res.body.vendorList[1]).toMatchObject({
      brandId: 10,
      type: "REWARDS",
      vendorDetails: { key: "********", value: "********" },
    });
    expect(JSON.stringify(res.body)).not.toContain("plain");
  });

  it("pages with limit and offset", async () => {
    const res = await listBrand(10, "?limit=1&offset=1");
    expect(res.body.vendorList.map((v: JsonBody) => v.name)).toEqual(["Beta"]);
    expect(res.body.totalCount).toBe(3);
    for (const query of ["?limit=0", "?limit=501", "?offset=-1", "?limit=x"])
      expectRefused(await listBrand(10, query), 400, 400);
    expect((await listBrand(10, "?limit=500")).body.vendorList).toHaveLength(3);
    // A parameter the operation does not know is ignored.
    expect((await listBrand(10, "?limit=1&offset=1&brand=10")).body).toEqual(res.body);
    expect((await listBrand(10, "?offset=3")).body).toMatchObject({ vendorList: [], totalCount: 3 });
  });

  it("answers 3004 for an unknown brand and another organization's brand", async () => {
    for (const id of [999, 20, "abc", 0]) expectRefused(await listBrand(id), 200, 3004, "Brand not found");
    expectRefused(await listBrand(10, "", "dual.maker"), 200, 3004, "Brand not found");
    expect((await listBrand(20, "", "dual.maker")).body.vendorList.map((v: JsonBody) => v.name)).toEqual([
      "Dual vendor",
    ]);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    expectRefused(await listBrand(10, "", null), 401, 401);
    expectRefused(await listBrand(10, "", NO_DEFAULT), 403, 403);
  });
});
