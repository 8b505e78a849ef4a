// POST /v2/webhooks/{id}/test – send a webhook.test event to this subscription only
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { sendTestEvent } from "@/lib/webhooks/manage-webhooks.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const POST = apiRoute<{ id: string }>({ family: v2Family, access: "admin" }, async ({ principal, params }) =>
  json({ data: await sendTestEvent(principal, parseIdParam(params.id)), warnings: [] }),
);
