import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { eventMark, eventsAfter, expectNoSecret } from "@/scripts/test-harness/outbox-events.ts";
import { POST as CREATE_VENDOR } from "@/app/api_gateway/rewards/core/v1/vendor/create/route.ts";
import { GET as GET_VENDOR, PUT as UPDATE_VENDOR } from "@/app/api_gateway/rewards/core/v1/vendor/[vendorId]/route.ts";
import { PUT as VENDOR_STATUS } from "@/app/api_gateway/rewards/core/v1/vendor/[vendorId]/status/route.ts";
import { POST as ADD_PRODUCTS } from "@/app/v1.1/product/add/route.ts";
import { POST as CREATE_GROUP, PUT as UPDATE_GROUP } from "@/app/v3/targetGroups/route.ts";
import { dailyTargetGroup } from "@/scripts/test-harness/target-group-body.ts";

// vendor.created / vendor.updated, product.added and targetGroup.created, written with the change.

const VENDOR_PATH = "/api_gateway/rewards/core/v1/vendor";
const SECRET = { key: "vendor-api-key-7731", value: "vendor-api-value-7731" };
const createVendor = (body: unknown, auth: Auth = "demo.maker") =>
  callRoute(CREATE_VENDOR, { path: `${VENDOR_PATH}/create`, body, auth });
const vendorCall = (route: unknown, id: number, suffix: string, body?: unknown, auth: Auth = "demo.maker") =>
  callRoute(route, {
    method: body === undefined ? "GET" : "PUT",
    path: `${VENDOR_PATH}/${id}${suffix}`,
    params: { vendorId: String(id) },
    body,
    auth,
  });
const addProducts = (product: unknown, auth: Auth = "demo.maker") =>
  callRoute(ADD_PRODUCTS, { path: "/v1.1/product/add", body: { root: { product } }, auth });

describe("catalogue events", () => {
  it("vendors: created and updated (enable/disable too) with the details masked; refusals write nothing", async () => {
    const mark = await eventMark();
    const created = await createVendor({ name: "Event vendor", brandId: 10, type: "REWARDS", vendorDetails: SECRET });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = Number(created.body.vendor.id);
    const shown = (await vendorCall(GET_VENDOR, id, "")).body.vendor;
    expect((await vendorCall(UPDATE_VENDOR, id, "", { description: "after" })).status).toBe(200);
    expect((await vendorCall(VENDOR_STATUS, id, "/status", { enabled: false })).status).toBe(200);
    // Disabling a disabled vendor changes nothing, so it tells nothing either.
    expect((await vendorCall(VENDOR_STATUS, id, "/status", { enabled: false })).status).toBe(200);

    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["vendor.created", "vendor.updated", "vendor.updated"]);
    expect(events[0].data).toEqual(shown);
    expect(events[0].data.vendorDetails).toEqual({
      key: expect.not.stringContaining("7731"),
      value: expect.any(String),
    });
    expect(events[1].data).toMatchObject({ id, description: "after", enabled: true });
    expect(events[2].data).toMatchObject({ id, description: "after", enabled: false });
    expectNoSecret(events, SECRET.key, SECRET.value);

    await db.brand.upsert({ where: { id: 20 }, create: { id: 20, orgId: 200, name: "Dual brand" }, update: {} });
    const other = await createVendor({ name: "Dual event vendor", brandId: 20, type: "REWARDS" }, "dual.maker");
    expect(other.body.vendor.id).toEqual(expect.any(Number));
    const quiet = await eventMark();
    // The gateway answers a refusal in its status, on HTTP 200 for some of them.
    const refused = (res: { body: { status: { success: boolean } } }) => expect(res.body.status.success).toBe(false);
    refused(await createVendor({ name: "Event vendor", brandId: 10, type: "REWARDS" }));
    refused(await createVendor({ name: "No brand", brandId: 99_999, type: "REWARDS" }));
    refused(await createVendor({ name: 5, brandId: 10 }));
    refused(await vendorCall(UPDATE_VENDOR, 99_999_999, "", { description: "x" }));
    refused(await vendorCall(UPDATE_VENDOR, Number(other.body.vendor.id), "", { rank: 1 }));
    refused(await vendorCall(VENDOR_STATUS, id, "/status", { enabled: "yes" }));
    expect(await eventsAfter(quiet)).toEqual([]);
  });

  it("products: one product.added per product created by a batch, none for updates or refused items", async () => {
    await addProducts([{ sku: "EVT-OLD", price: 10 }]);
    const mark = await eventMark();
    const res = await addProducts([
      { sku: "EVT-1", price: 12.5, description: "First" },
      { sku: "EVT-OLD", price: 11 },
      { sku: "EVT-2", price: 20, ean: "8901234500017" },
      { price: 5 },
      { sku: "EVT-1", price: 13 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["product.added", "product.added"]);
    expect(events.map((event) => event.seq - events[0].seq)).toEqual([0, 1]);
    const echoed = res.body.response.product.map((item: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(item).filter(([key]) => key !== "item_status")),
    );
    expect(events.map((event) => event.data)).toEqual([echoed[0], echoed[2]]);

    const quiet = await eventMark();
    expect((await addProducts([{ sku: "EVT-1", price: 99 }])).status).toBe(200);
    expect((await addProducts([{ price: 1 }])).status).not.toBe(500);
    expect((await addProducts("not a list")).status).toBe(400);
    expect((await addProducts([{ sku: "EVT-3", price: 1 }], null)).status).toBe(401);
    expect(await eventsAfter(quiet)).toEqual([]);
  });

  it("products: a batch of thousands writes one event per product in one insert", async () => {
    const batch = Array.from({ length: 2500 }, (_, i) => ({ sku: `EVT-BULK-${i}`, price: i + 1 }));
    const mark = await eventMark();
    const res = await addProducts(batch);
    expect(res.status).toBe(200);
    const events = await eventsAfter(mark);
    expect(events).toHaveLength(2500);
    expect(events.every((event) => event.type === "product.added")).toBe(true);
    expect(events.map((event) => event.data.sku)).toEqual(batch.map((product) => product.sku));
  }, 120_000);

  it("target groups: targetGroup.created as the v3 API answers it; updates and refusals write nothing", async () => {
    const mark = await eventMark();
    const res = await callRoute(CREATE_GROUP, {
      path: "/v3/targetGroups",
      body: dailyTargetGroup("Event group"),
      auth: "demo.maker",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["targetGroup.created"]);
    expect(events[0].data).toEqual(res.body.data);
    const id = res.body.data.id as number;

    const quiet = await eventMark();
    const update = await callRoute(UPDATE_GROUP, {
      method: "PUT",
      path: "/v3/targetGroups",
      body: { ...dailyTargetGroup("Event group renamed"), id },
      auth: "demo.maker",
    });
    expect(update.status).toBe(200);
    const taken = await callRoute(CREATE_GROUP, {
      path: "/v3/targetGroups",
      body: dailyTargetGroup("Event group renamed"),
      auth: "demo.maker",
    });
    expect(taken.status).not.toBe(200);
    const bad = await callRoute(CREATE_GROUP, { path: "/v3/targetGroups", body: { name: 1 }, auth: "demo.maker" });
    expect(bad.status).toBe(400);
    expect(await db.targetGroup.count({ where: { name: "Event group renamed" } })).toBe(1);
    expect(await eventsAfter(quiet)).toEqual([]);
  });
});
