import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { openVendorDetails } from "@/lib/vendors/vendor-record.ts";
import { POST as CREATE } from "../create/route.ts";
import { GET, PUT } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const SECRET = { key: "orig-key-plain", value: "orig-value-plain" };
const pathOf = (id: number | string) => `/api_gateway/rewards/core/v1/vendor/${id}`;
const get = (id: number | string, auth: Auth = "demo.maker") =>
  callRoute(GET, { path: pathOf(id), params: { vendorId: String(id) }, auth });
const put = (id: number | string, body: unknown, auth: Auth = "demo.checker") =>
  callRoute(PUT, { method: "PUT", path: pathOf(id), params: { vendorId: String(id) }, body, auth });
const rowOf = (id: number) => db.vendor.findUniqueOrThrow({ where: { id } });

const expectRefused = (
  res: { status: number; body: JsonBody },
  status: number,
  code: number,
  message?: string | RegExp,
) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ status: { success: false, code, message: expect.any(String) }, vendor: null });
  if (typeof message === "string") expect(res.body.status.message).toBe(message);
  else if (message) expect(res.body.status.message).toMatch(message);
};

const NO_DEFAULT = noDefaultUser("vendor.nodefault");
let vendorId: number;
let otherOrgVendorId: number;
let checkerId: number;
beforeAll(async () => {
  checkerId = (await db.user.findUniqueOrThrow({ where: { username: "demo.checker" } })).id;
  await db.brand.create({ data: { id: 11, orgId: 100, name: "Second brand" } });
  await db.brand.create({ data: { id: 20, orgId: 200, name: "Dual Co Rewards" } });
  const created = await callRoute(CREATE, {
    path: "/api_gateway/rewards/core/v1/vendor/create",
    auth: "demo.maker",
    body: {
      name: "Editable",
      code: "EDIT",
      brandId: 10,
      type: "REWARDS",
      rank: 2,
      description: "before",
      vendorDetails: SECRET,
      images: [{ name: "logo", id: "fh-1" }],
    },
  });
  vendorId = created.body.vendor.id;
  await callRoute(CREATE, {
    path: "/api_gateway/rewards/core/v1/vendor/create",
    auth: "demo.maker",
    body: { name: "Taken", code: "TAKEN", brandId: 10, type: "REWARDS" },
  });
  const other = await callRoute(CREATE, {
    path: "/api_gateway/rewards/core/v1/vendor/create",
    auth: "dual.maker",
    body: { name: "Dual vendor", brandId: 20, type: "REWARDS" },
  });
  otherOrgVendorId = other.body.vendor.id;
});

describe("GET /api_gateway/rewards/core/v1/vendor/{vendorId}", () => {
  it("answers the vendor with 5001 and masked details", async () => {
    const res = await get(vendorId);
    expect(res.status).toBe(200);
    expect(res.body.status).toEqual({ success: true, code: 5001, message: "Vendor fetched successfully" });
    expect(res.body.vendor).toMatchObject({
      id: vendorId,
      name: "Editable",
      code: "EDIT",
      vendorDetails: { key: "********", value: "********" },
      type: "REWARDS",
    });
    expect(JSON.stringify(res.body)).not.toContain("plain");
  });

  it("answers 5004 for unknown ids and another organization's vendor", async () => {
    for (const id of [999999, otherOrgVendorId, "abc", 0, 2147483648])
      expectRefused(await get(id), 404, 5004, "Vendor not found");
    expectRefused(await get(vendorId, "dual.maker"), 404, 5004, "Vendor not found");
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    expectRefused(await get(vendorId, null), 401, 401);
    expectRefused(await get(vendorId, NO_DEFAULT), 403, 403);
  });
});

describe("PUT /api_gateway/rewards/core/v1/vendor/{vendorId}", () => {
  it("changes only the fields sent and records who changed it", async () => {
    const before = await rowOf(vendorId);
    const res = await put(vendorId, { description: "after", rank: 5, enabled: false });
    expect(res.status).toBe(200);
    expect(res.body.status).toEqual({ success: true, code: 5003, message: "Vendor updated successfully" });
    expect(res.body.vendor).toMatchObject({
      id: vendorId,
      name: "Editable",
      code: "EDIT",
      brandId: 10,
      description: "after",
      rank: 5,
      enabled: false,
      images: [{ name: "logo", altText: null, id: "fh-1", url: null, isExternal: false }],
      vendorDetails: { key: "********", value: "********" },
      lastUpdatedBy: checkerId,
    });
    expect(res.body.vendor.createdBy).not.toBe(checkerId);
    const after = await rowOf(vendorId);
    expect(after.detailsValueEnc).toBe(before.detailsValueEnc);
    expect(after.createdAt).toEqual(before.createdAt);
  });

  it("keeps the stored secret when the masked details are echoed back, replaces it when new ones are sent, clears it with null", async () => {
    const before = await rowOf(vendorId);
    await put(vendorId, { vendorDetails: { key: "********", value: "********" } });
    expect((await rowOf(vendorId)).detailsValueEnc).toBe(before.detailsValueEnc);
    const replaced = await put(vendorId, { vendorDetails: { key: "new-key-plain", value: "new-value-plain" } });
    expect(JSON.stringify(replaced.body)).not.toContain("plain");
    expect(openVendorDetails(await rowOf(vendorId))).toEqual({ key: "new-key-plain", value: "new-value-plain" });
    await put(vendorId, { vendorDetails: null });
    expect((await get(vendorId)).body.vendor.vendorDetails).toBeNull();
    await put(vendorId, { vendorDetails: SECRET });
    expect(openVendorDetails(await rowOf(vendorId))).toEqual(SECRET);
  });

  it("refuses half a masked pair, which would store the mask as the secret", async () => {
    for (const vendorDetails of [
      { key: "********", value: "new-value" },
      { key: "new-key", value: "********" },
    ]) {
      expectRefused(await put(vendorId, { vendorDetails }), 400, 400, /send both key and value as \*{8}/);
      expect(openVendorDetails(await rowOf(vendorId))).toEqual(SECRET);
    }
  });

  it("moves a vendor to another brand of the organization only", async () => {
    expect((await put(vendorId, { brandId: 11 })).body.vendor.brandId).toBe(11);
    expectRefused(await put(vendorId, { brandId: 20 }), 200, 3004, "Brand not found");
    expectRefused(await put(vendorId, { brandId: 0 }), 400, 400, /brandId/);
    expect((await put(vendorId, { brandId: 10 })).body.vendor.brandId).toBe(10);
  });

  it("keeps names and codes unique (5007), but lets a vendor keep its own", async () => {
    const before = await rowOf(vendorId);
    expectRefused(await put(vendorId, { name: "Taken" }), 200, 5007, "Vendor already exists");
    expectRefused(await put(vendorId, { code: "TAKEN" }), 200, 5007, "Vendor already exists");
    expect((await put(vendorId, { name: "Editable", code: "EDIT" })).status).toBe(200);
    expect((await put(vendorId, { name: "Dual vendor" })).status).toBe(200);
    expect((await put(vendorId, { name: "Editable", code: null })).body.vendor.code).toBe("EDIT");
    // A blank code is read as null, as on create: the stored code stays.
    for (const code of ["", "   "]) {
      const res = await put(vendorId, { code });
      expect(res.body.status).toEqual({ success: true, code: 5003, message: "Vendor updated successfully" });
      expect(res.body.vendor.code).toBe("EDIT");
    }
    const after = await rowOf(vendorId);
    expect({ ...after, updatedAt: null, lastUpdatedById: null }).toEqual({
      ...before,
      updatedAt: null,
      lastUpdatedById: null,
    });
  });

  it("applies the create operation's validations", async () => {
    const before = await rowOf(vendorId);
    const cases: [unknown, RegExp | string][] = [
      [{ rank: 0 }, "rank must be greater than zero"],
      [{ type: "COUPON" }, /POINTS.*REWARDS/],
      [{ name: "n".repeat(256) }, /name/],
      [{ code: "c".repeat(256) }, /code/],
      [{ description: "d".repeat(1035) }, /description/],
      [{ images: [1, 2, 3, 4, 5, 6].map((i) => ({ name: `i${i}`, id: `f${i}` })) }, /images/],
      [{ videos: [1, 2, 3].map((i) => ({ name: `v${i}`, id: `f${i}` })) }, /videos/],
      [{ images: [{ name: "x", isExternal: true }] }, /url is required/],
      [{ name: "   " }, /name/],
    ];
    for (const [body, message] of cases) expectRefused(await put(vendorId, body), 400, 400, message);
    expect(await rowOf(vendorId)).toEqual(before);
  });

  it("answers 5004 for unknown ids and another organization's vendor, changing nothing", async () => {
    const before = await rowOf(otherOrgVendorId);
    for (const id of [999999, otherOrgVendorId, "abc"])
      expectRefused(await put(id, { description: "x" }), 404, 5004, "Vendor not found");
    expect(await rowOf(otherOrgVendorId)).toEqual(before);
  });

  it("refuses malformed JSON, a wrong content type, an oversized body, no credentials and no default access", async () => {
    const before = await rowOf(vendorId);
    const raw = (rawBody: string, contentType?: string) =>
      callRouteRaw(
        PUT,
        { method: "PUT", path: pathOf(vendorId), params: { vendorId: String(vendorId) }, auth: "demo.maker" },
        rawBody,
        contentType,
      );
    expectRefused(await raw("{"), 400, 400, /Malformed JSON/);
    expectRefused(await raw('{"rank": 3}', "text/plain"), 415, 415);
    expectRefused(await raw(JSON.stringify({ description: "x".repeat(70_000) })), 413, 413);
    expectRefused(await put(vendorId, { rank: 9 }, null), 401, 401);
    expectRefused(await put(vendorId, { rank: 9 }, NO_DEFAULT), 403, 403);
    expect(await rowOf(vendorId)).toEqual(before);
  });
});
