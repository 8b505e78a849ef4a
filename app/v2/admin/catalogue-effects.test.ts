import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import * as programs from "./programs/route.ts";
import * as programEntry from "./programs/[id]/route.ts";
import * as brands from "./brands/route.ts";
import * as brandEntry from "./brands/[id]/route.ts";
import * as dictionaries from "./dictionaries/[kind]/route.ts";
import * as dictionaryEntry from "./dictionaries/[kind]/[id]/route.ts";
import * as seriesEntry from "./coupon-series/[id]/route.ts";
import * as orgUnitEntry from "./org-units/[id]/route.ts";
import * as labelEntry from "./labels/[id]/route.ts";
import * as productAdd from "@/app/v1.1/product/add/route.ts";
import * as productGet from "@/app/v1.1/product/get/route.ts";
import * as requestAdd from "@/app/v1.1/request/add/route.ts";
import * as vendorCreate from "@/app/api_gateway/rewards/core/v1/vendor/create/route.ts";
import * as orgLabels from "@/app/v2/labels/route.ts";
import * as changeLabels from "@/app/v2/customers/[id]/changeLabels/route.ts";
import { makeUser, testUserAuth } from "@/scripts/test-harness/test-users.ts";

// "The other operations see changes at once": what an admin deactivates or renames in the catalogue is
// what the product, vendor, request and label operations take on their very next call.

const ADMIN: Auth = "demo.admin";
const patch = (handler: unknown, path: string, params: Record<string, string>, body: unknown, auth = ADMIN) =>
  callRoute(handler, { method: "PATCH", path, params, body, auth });
const addProducts = (product: unknown, auth: Auth = "demo.maker") =>
  callRoute(productAdd.POST, { path: "/v1.1/product/add", auth, body: { root: { product } } });
const itemCode = (body: JsonBody, index = 0) => body.response.product[index].item_status.code;
const getProduct = (sku: string, auth: Auth = "demo.maker") =>
  callRoute(productGet.GET, { path: `/v1.1/product/get?sku=${sku}`, auth });
const createVendor = (body: unknown, auth: Auth = "demo.maker") =>
  callRoute(vendorCreate.POST, { path: "/api_gateway/rewards/core/v1/vendor/create", body, auth });
const dictionaryId = async (kind: string, name: string) =>
  (await db.dictionaryEntry.findFirstOrThrow({ where: { orgId: 100, kind, name } })).id;
const dictionaryPatch = (kind: string, id: number, body: unknown) =>
  patch(dictionaryEntry.PATCH, `/v2/admin/dictionaries/${kind}/${id}`, { kind, id: String(id) }, body);

describe("deactivated catalogue entries are refused by the operations that take them", () => {
  it("a vendor create naming a deactivated brand is refused with 3004, and accepted once reactivated", async () => {
    await patch(brandEntry.PATCH, "/v2/admin/brands/10", { id: "10" }, { active: false });
    const refused = await createVendor({ name: "Late Vendor", brandId: 10, type: "REWARDS" });
    expect(refused.body.status).toMatchObject({ success: false, code: 3004 });
    expect(await db.vendor.count({ where: { name: "Late Vendor" } })).toBe(0);
    await patch(brandEntry.PATCH, "/v2/admin/brands/10", { id: "10" }, { active: true });
    const accepted = await createVendor({ name: "Late Vendor", brandId: 10, type: "REWARDS" });
    expect(accepted.body.status).toMatchObject({ success: true });
  });

  it("a product naming a deactivated dictionary value is refused with 9110", async () => {
    const levis = await dictionaryId("brand", "Levis");
    expect((await dictionaryPatch("brand", levis, { active: false })).status).toBe(200);
    const res = await addProducts([{ sku: "LEVIS-1", price: 10, brand: { name: "Levis" } }]);
    expect(itemCode(res.body)).toBe(9110);
    expect(await db.product.count({ where: { sku: "LEVIS-1" } })).toBe(0);
    await dictionaryPatch("brand", levis, { active: true });
    expect(itemCode((await addProducts([{ sku: "LEVIS-1", price: 10, brand: { name: "levis" } }])).body)).toBe(9100);
  });

  it("a product naming a deactivated org unit is refused with 9112", async () => {
    await db.organization.update({ where: { id: 100 }, data: { ouLevelProducts: true } });
    await patch(orgUnitEntry.PATCH, "/v2/admin/org-units/1", { id: "1" }, { active: false });
    expect(itemCode((await addProducts([{ sku: "OU-1", price: 1, ou_code: "store-001" }])).body)).toBe(9112);
    await patch(orgUnitEntry.PATCH, "/v2/admin/org-units/1", { id: "1" }, { active: true });
    expect(itemCode((await addProducts([{ sku: "OU-1", price: 1, ou_code: "STORE-001" }])).body)).toBe(9100);
    await db.organization.update({ where: { id: 100 }, data: { ouLevelProducts: false } });
  });

  it("a goodwill coupon request naming a deactivated series is refused with 9017", async () => {
    await patch(seriesEntry.PATCH, "/v2/admin/coupon-series/9001", { id: "9001" }, { active: false });
    const request = { type: "GOODWILL", base_type: "COUPON", customer: { id: 5002 }, series_id: "9001" };
    const refused = await callRoute(requestAdd.POST, {
      path: "/v1.1/request/add",
      body: { root: { request: [request] } },
      auth: "demo.maker",
    });
    expect(JSON.stringify(refused.body)).toContain("9017");
    await patch(seriesEntry.PATCH, "/v2/admin/coupon-series/9001", { id: "9001" }, { active: true });
    const added = await callRoute(requestAdd.POST, {
      path: "/v1.1/request/add",
      body: { root: { request: [request] } },
      auth: "demo.maker",
    });
    expect(added.body.response.requests.request[0].item_status.code).toBe(9000);
  });

  it("a deactivated label is no longer listed or added (33000), and can still be removed", async () => {
    const newsletter = await db.label.findFirstOrThrow({ where: { orgId: 100, name: "Newsletter" } });
    const change = (body: unknown) =>
      callRoute(changeLabels.POST, {
        path: "/v2/customers/5003/changeLabels",
        params: { id: "5003" },
        body,
        auth: "demo.maker",
      });
    await change({ add: [{ labelName: "Newsletter" }] });
    await patch(
      labelEntry.PATCH,
      `/v2/admin/labels/${newsletter.id}`,
      { id: String(newsletter.id) },
      { active: false },
    );
    const listed = await callRoute(orgLabels.GET, { path: "/v2/labels", auth: "demo.maker" });
    expect(listed.body.data.map((label: JsonBody) => label.labelName)).not.toContain("Newsletter");
    const added = await callRoute(changeLabels.POST, {
      path: "/v2/customers/5002/changeLabels",
      params: { id: "5002" },
      body: { add: [{ labelName: "Newsletter" }] },
      auth: "demo.maker",
    });
    expect(added.body.warnings).toEqual([{ status: false, code: 33000, message: "Newsletter label not found" }]);
    expect(await db.customerLabel.count({ where: { customerId: 5002, labelId: newsletter.id } })).toBe(0);
    expect((await change({ remove: [{ labelName: "Newsletter" }] })).body.warnings).toEqual([]);
    expect(await db.customerLabel.count({ where: { customerId: 5003, labelId: newsletter.id } })).toBe(0);
  });

  it("keeps the default program active (409) while another program may be deactivated", async () => {
    const refused = await patch(programEntry.PATCH, "/v2/admin/programs/1001", { id: "1001" }, { active: false });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toMatch(/default program/);
    expect((await db.program.findUniqueOrThrow({ where: { id: 1001 } })).active).toBe(true);
    const other = await patch(programEntry.PATCH, "/v2/admin/programs/1002", { id: "1002" }, { active: false });
    expect(other.body.data).toMatchObject({ id: 1002, active: false, isDefault: false });
  });
});

describe("renames show at once in the reads of the rows naming the entry", () => {
  it("renaming a dictionary value renames it on the products that carry it", async () => {
    expect(itemCode((await addProducts([{ sku: "LEE-1", price: 5, brand: { name: "Lee" } }])).body)).toBe(9100);
    const lee = await dictionaryId("brand", "Lee");
    const renamed = await dictionaryPatch("brand", lee, { name: "Lee Cooper" });
    expect(renamed.body.data).toMatchObject({ id: lee, kind: "brand", name: "Lee Cooper" });
    const read = await getProduct("LEE-1");
    expect(read.body.response.product[0].brand).toEqual({ name: "Lee Cooper", label: "Lee Cooper" });
    expect(itemCode((await addProducts([{ sku: "LEE-2", price: 5, brand: { name: "Lee" } }])).body)).toBe(9110);
    const entries = await db.auditEntry.findMany({ where: { entity: "dictionaryEntry", entityId: String(lee) } });
    expect(JSON.parse(entries.at(-1)!.changes)).toEqual({ name: { before: "Lee", after: "Lee Cooper" } });
  });

  it("a size's new size type is what products then carry and must name", async () => {
    const medium = await dictionaryId("size", "M");
    await addProducts([{ sku: "SIZE-M", price: 5, size: { name: "M", type: "apparel" } }]);
    await dictionaryPatch("size", medium, { sizeType: "jeans" });
    expect((await db.product.findFirstOrThrow({ where: { sku: "SIZE-M" } })).sizeType).toBe("jeans");
    const wrongType = await addProducts([{ sku: "SIZE-M2", price: 5, size: { name: "M", type: "apparel" } }]);
    expect(itemCode(wrongType.body)).toBe(9110);
  });

  it("renaming a vendor brand shows in the brand list the vendor pages read", async () => {
    await patch(brandEntry.PATCH, "/v2/admin/brands/10", { id: "10" }, { name: "Demo Rewards Club" });
    const { findVendorBrands } = await import("@/lib/vendors/find-vendor-brands.ts");
    const { principalFromUser } = await import("@/lib/auth/principal.ts");
    const maker = principalFromUser(await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } }), "session");
    expect(await findVendorBrands(maker)).toContainEqual({ id: 10, name: "Demo Rewards Club", active: true });
  });
});

describe("dictionaries", () => {
  const list = (kind: string) =>
    callRoute(dictionaries.GET, { path: `/v2/admin/dictionaries/${kind}`, params: { kind }, auth: ADMIN });
  const create = (kind: string, body: unknown) =>
    callRoute(dictionaries.POST, { path: `/v2/admin/dictionaries/${kind}`, params: { kind }, body, auth: ADMIN });

  it("answers an unknown kind with 404 and keeps each kind's entries apart", async () => {
    for (const kind of ["colour", "Brand", "x".repeat(300)]) {
      expect((await list(kind)).status).toBe(404);
      expect((await create(kind, { name: "Blue" })).status).toBe(404);
    }
    expect((await list("style")).body.data.map((entry: JsonBody) => entry.name)).toEqual(["regular", "slimFit"]);
    const blue = await dictionaryId("color", "blue");
    const wrongKind = await dictionaryPatch("style", blue, { name: "x" });
    expect(wrongKind.status).toBe(404);
  });

  it("gives sizes a size type and refuses one on other kinds", async () => {
    const xl = await create("size", { name: "XL", sizeType: "apparel" });
    expect(xl.status).toBe(200);
    expect(xl.body.data).toEqual({
      id: expect.any(Number),
      kind: "size",
      name: "XL",
      sizeType: "apparel",
      active: true,
    });
    const refused = await create("color", { name: "green", sizeType: "apparel" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/sizeType/);
    expect(await db.dictionaryEntry.count({ where: { name: "green" } })).toBe(0);
  });
});

describe("a new organization with no catalogue at all", () => {
  beforeAll(async () => {
    await db.organization.create({ data: { id: 900, name: "Fresh Co" } });
    await makeUser("fresh.admin", 900, ["admin", "default", "requests.write"]);
  });
  const FRESH = testUserAuth("fresh.admin");

  it("creates a program, a product brand and a vendor brand, then adds a branded product and a vendor", async () => {
    const program = await callRoute(programs.POST, {
      path: "/v2/admin/programs",
      body: { name: "Fresh Points", earnRate: 0.1 },
      auth: FRESH,
    });
    expect(program.status).toBe(200);
    expect(program.body.data).toEqual({
      id: expect.any(Number),
      name: "Fresh Points",
      active: true,
      isDefault: false,
      earnRate: 0.1,
      earnPointsType: "bill_regular",
      earnExpiryType: "rolling",
      earnExpiryDays: 365,
    });
    expect(itemCode((await addProducts([{ sku: "F-1", price: 9, brand: { name: "Fresh" } }], FRESH)).body)).toBe(9110);
    const brand = await callRoute(dictionaries.POST, {
      path: "/v2/admin/dictionaries/brand",
      params: { kind: "brand" },
      body: { name: "Fresh" },
      auth: FRESH,
    });
    expect(brand.status).toBe(200);
    expect(itemCode((await addProducts([{ sku: "F-1", price: 9, brand: { name: "Fresh" } }], FRESH)).body)).toBe(9100);

    const vendorBrand = await callRoute(brands.POST, {
      path: "/v2/admin/brands",
      body: { name: "Fresh Rewards" },
      auth: FRESH,
    });
    expect(vendorBrand.status).toBe(200);
    const highest = await db.brand.aggregate({ _max: { id: true } });
    expect(vendorBrand.body.data.id).toBe(highest._max.id);
    const vendor = await createVendor(
      { name: "Fresh Vendor", brandId: vendorBrand.body.data.id, type: "REWARDS" },
      FRESH,
    );
    expect(vendor.body.status).toMatchObject({ success: true });
  });

  it("assigns brand ids without collisions when creates run at the same time", async () => {
    const results = await Promise.all(
      Array.from({ length: 3 }, (_, index) =>
        callRoute(brands.POST, { path: "/v2/admin/brands", body: { name: `Parallel ${index}` }, auth: FRESH }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((res) => res.body.data.id)).size).toBe(3);
  });
});

describe("idempotency keys", () => {
  it("replays a create sent twice with one Idempotency-Key instead of adding twice", async () => {
    const send = () =>
      callRoute(brands.POST, {
        path: "/v2/admin/brands",
        body: { name: "Once Only" },
        auth: ADMIN,
        headers: { "idempotency-key": "catalogue-once-only" },
      });
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await db.brand.count({ where: { name: "Once Only" } })).toBe(1);
  });
});
