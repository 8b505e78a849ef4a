// GET /v2/customers/{id}/labels – the labels a customer carries
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { getCustomerLabels } from "@/lib/customers/get-customer-labels.ts";

export const GET = apiRoute<{ id: string }>(
  { family: v2Family, access: "default", read: true },
  async ({ params, principal }) => {
    const labels = await getCustomerLabels(principal, parseIdParam(params.id));
    return json({ data: labels, warnings: [], errors: [] });
  },
);
