import { expect, type APIRequestContext } from "@playwright/test";

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
