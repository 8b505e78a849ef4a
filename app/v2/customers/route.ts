// POST /v2/customers – register a customer in the caller's organization
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { addCustomer } from "@/lib/customers/add-customer.ts";
import { addCustomerQuerySchema, addCustomerSchema } from "@/lib/customers/schemas.ts";
import { mapSourceIssue } from "@/lib/validation/source.ts";

export const POST = apiRoute(
  { family: v2Family, access: "default" },
  async ({ url, principal, body, ignoredFields }) => {
    parseQuery(addCustomerQuerySchema, queryObject(url.searchParams), mapSourceIssue);
    const input = await body(addCustomerSchema);
    const customer = await addCustomer(principal, input);
    return json({ createdId: customer.id, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
