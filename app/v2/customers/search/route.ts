// GET /v2/customers/search – the caller's organization's customers matching a typed text, best first
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { customerSearchQuerySchema } from "@/lib/customers/schemas.ts";
import { searchCustomers } from "@/lib/customers/search-customers.ts";

export const GET = apiRoute({ family: v2Family, access: "default", read: true }, async ({ url, principal }) => {
  const query = parseQuery(customerSearchQuerySchema, queryObject(url.searchParams));
  return json({ data: await searchCustomers(principal, query), warnings: [] });
});
