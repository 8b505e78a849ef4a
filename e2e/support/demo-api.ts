import { expect, type APIRequestContext } from "@playwright/test";

export const basicAuth = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
});
const MAKER = basicAuth("demo.maker", "demo-maker-pw");

/** A fresh customer of Demo Retail with a unique mobile number, created through the API. */
export async function createCustomer(request: APIRequestContext, firstName: string, lastName: string) {
  const mobile = `91${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 100).toString().padStart(2, "0")}`;
  const response = await request.post("/v2/customers?source=INSTORE", {
    headers: MAKER,
    data: { profiles: [{ firstName, lastName, identifiers: [{ type: "mobile", value: mobile }] }], loyaltyInfo: { loyaltyType: "loyalty" } },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { createdId: number };
  return { id: body.createdId, mobile, name: `${firstName} ${lastName}` };
}
