// GET, POST /v2/webhooks – the organization's webhook subscriptions; subscribe a URL (its secret shown once)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { refuseUnknownFields } from "@/lib/api/refuse-unknown-fields.ts";
import { createWebhook, listWebhooks } from "@/lib/webhooks/manage-webhooks.ts";
import { createWebhookSchema } from "@/lib/webhooks/schemas.ts";

export const GET = apiRoute({ family: v2Family, access: "admin" }, async ({ principal }) =>
  json({ data: await listWebhooks(principal), warnings: [] }),
);

export const POST = apiRoute(
  { family: v2Family, access: "admin", maxBodyBytes: 8192, noStore: true },
  async ({ principal, body, ignoredFields }) => {
    const input = await body(createWebhookSchema);
    refuseUnknownFields(ignoredFields());
    const { webhook, secret } = await createWebhook(principal, input);
    return json({ data: webhook, secret, warnings: [] });
  },
);
