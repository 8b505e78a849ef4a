// POST /v2/webhooks/{id}/deliveries/{deliveryId}/replay – send a delivery again (same event, same webhook-id)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { replayDelivery } from "@/lib/webhooks/webhook-deliveries.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const POST = apiRoute<{ id: string; deliveryId: string }>(
  { family: v2Family, access: "admin" },
  async ({ principal, params }) => {
    const delivery = await replayDelivery(principal, parseIdParam(params.id), parseIdParam(params.deliveryId));
    return json({ data: delivery, warnings: [] });
  },
);
