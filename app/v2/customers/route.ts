// POST /v2/customers – register a customer in the caller's organization
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { addCustomer } from "@/lib/customers/add-customer.ts";
import { invalidSource } from "@/lib/customers/errors.ts";
import { addCustomerSchema, SOURCES } from "@/lib/customers/schemas.ts";

export const POST = apiRoute({ family: v2Family, access: "default" }, async ({ url, principal, body }) => {
  const source = url.searchParams.get("source");
  if (source !== null && !(SOURCES as readonly string[]).includes(source.toUpperCase())) throw invalidSource();
  const input = await body(addCustomerSchema);
  const customer = await addCustomer(principal, input);
  return json({ createdId: customer.id, warnings: [] }, 201);
});
