// GET /v2/webhooks/{id}/deliveries/{deliveryId} – one delivery with each attempt's request and response
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { getDelivery } from "@/lib/webhooks/webhook-deliveries.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const GET = apiRoute<{ id: string; deliveryId: string }>(
  { family: v2Family, access: "admin" },
  async ({ principal, params }) => {
    const delivery = await getDelivery(principal, parseIdParam(params.id), parseIdParam(params.deliveryId));
    return json({ data: delivery, warnings: [] });
  },
);
