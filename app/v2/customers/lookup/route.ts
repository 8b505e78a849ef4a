// GET /v2/customers/lookup – find a customer of the caller's organization by one identifier
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { lookupCustomer } from "@/lib/customers/lookup-customer.ts";
import { parseLookupQuery } from "@/lib/customers/parse-lookup-query.ts";
import { renderCustomer } from "@/lib/customers/render-customer.ts";

export const GET = apiRoute({ family: v2Family, access: "default", read: true }, async ({ url, principal }) => {
  const customer = await lookupCustomer(principal, parseLookupQuery(queryObject(url.searchParams)));
  return json(renderCustomer(customer));
});
