import { expect, type APIRequestContext } from "@playwright/test";
import { dailyTargetGroup } from "../../scripts/test-harness/target-group-body.ts";

export const basicAuth = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
});
const MAKER = basicAuth("demo.maker", "demo-maker-pw");

/** A fresh customer of Demo Retail with a unique mobile number, created through the API. */
export async function createCustomer(request: APIRequestContext, firstName: string, lastName: string) {
  const mobile = `91${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 100)
    .toString()
    .padStart(2, "0")}`;
  const response = await request.post("/v2/customers?source=INSTORE", {
    headers: MAKER,
    data: {
      profiles: [{ firstName, lastName, identifiers: [{ type: "mobile", value: mobile }] }],
      loyaltyInfo: { loyaltyType: "loyalty" },
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { createdId: number };
  return { id: body.createdId, mobile, name: `${firstName} ${lastName}` };
}

/** A fresh customer whose last name ends with a number from the clock, so that a search by name finds it alone. */
export const createFindableCustomer = (request: APIRequestContext, firstName: string, lastName: string) =>
  createCustomer(request, firstName, `${lastName}${Date.now() % 100000}`);

/** A fresh findable customer (see createFindableCustomer) with a pending goodwill request per amount, in order. */
export async function customerWithGoodwill(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  amounts: string[],
) {
  const customer = await createFindableCustomer(request, firstName, lastName);
  const ids: number[] = [];
  for (const points of amounts) ids.push(await addGoodwill(request, customer.id, points));
  return { customer, ids };
}

/** A pending goodwill request for `points` points through the v1.1 API, made by `headers` (the maker by default). */
export async function addGoodwill(
  request: APIRequestContext,
  customerId: number,
  points: string,
  headers: Record<string, string> = MAKER,
): Promise<number> {
  const res = await request.post("/v1.1/request/add", {
    headers,
    data: { root: { request: [{ type: "GOODWILL", base_type: "POINTS", customer: { id: customerId }, points }] } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Number((await res.json()).response.requests.request[0].id);
}

/** A one-period daily DEFAULT target group named `name` through the v3 API, made by `headers`. */
export async function createTargetGroup(
  request: APIRequestContext,
  name: string,
  headers: Record<string, string> = MAKER,
): Promise<number> {
  const res = await request.post("/v3/targetGroups", { headers, data: dailyTargetGroup(name) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** A REWARDS vendor of brand 10 named `name` through the gateway API, made by the maker. */
export async function createVendor(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.post("/api_gateway/rewards/core/v1/vendor/create", {
    headers: MAKER,
    data: { name, brandId: 10, type: "REWARDS" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { vendor: { id: number } }).vendor.id;
}

/** A pending merge of `victimId` into `survivorId` through the v2 API, made by the maker; answers its id. */
export async function requestMerge(request: APIRequestContext, victimId: number, survivorId: number): Promise<number> {
  const res = await request.post("/v2/requests?source=INSTORE", {
    headers: MAKER,
    data: {
      type: "CHANGE_IDENTIFIER",
      baseType: "MERGE",
      victimCustomer: { id: String(victimId) },
      survivorCustomer: { id: String(survivorId) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { createdId: number }).createdId;
}

const ADMIN = basicAuth("demo.admin", "demo-admin-pw");

/**
 * A webhook subscription of Demo Retail (the first one there is, else a new one to a closed local port) and a
 * test delivery of it, through the API; answers both ids. Reusing one keeps under the organization's limit.
 */
export async function webhookWithDelivery(request: APIRequestContext): Promise<{ id: number; deliveryId: number }> {
  const listed = await request.get("/v2/webhooks", { headers: ADMIN });
  expect(listed.status(), await listed.text()).toBe(200);
  let id = ((await listed.json()) as { data: { id: number }[] }).data[0]?.id;
  if (id === undefined) {
    const created = await request.post("/v2/webhooks", {
      headers: ADMIN,
      data: { url: "http://127.0.0.1:9/e2e-paths", eventTypes: ["vendor.created"] },
    });
    expect(created.status(), await created.text()).toBe(200);
    id = ((await created.json()) as { data: { id: number } }).data.id;
  }
  // A disabled one would refuse the test event: enable it whatever its state.
  await request.patch(`/v2/webhooks/${id}`, { headers: ADMIN, data: { enabled: true } });
  const sent = await request.post(`/v2/webhooks/${id}/test`, { headers: ADMIN });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id, deliveryId: ((await sent.json()) as { data: { id: number } }).data.id };
}
