// GET /v2/webhooks/{id}/deliveries – the subscription's deliveries, newest first, a cursor's page at a time
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { deliveryListQuerySchema } from "@/lib/webhooks/delivery-schemas.ts";
import { listDeliveries } from "@/lib/webhooks/webhook-deliveries.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const GET = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin" },
  async ({ principal, params, url }) => {
    const query = parseQuery(deliveryListQuerySchema, queryObject(url.searchParams));
    const page = await listDeliveries(principal, parseIdParam(params.id), query);
    return json({ ...page, warnings: [] });
  },
);
