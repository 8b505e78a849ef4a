// POST /v2/webhooks/{id}/rotate-secret – a new signing secret (shown once); the old one also signs for 24 hours
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { rotateWebhookSecret } from "@/lib/webhooks/manage-webhooks.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const POST = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", noStore: true },
  async ({ principal, params }) => {
    const { webhook, secret } = await rotateWebhookSecret(principal, parseIdParam(params.id));
    return json({ data: webhook, secret, warnings: [] });
  },
);
