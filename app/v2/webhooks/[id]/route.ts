// GET, PATCH, DELETE /v2/webhooks/{id} – one webhook subscription; change its URL, types, description or state
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { refuseUnknownFields } from "@/lib/api/refuse-unknown-fields.ts";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/webhooks/manage-webhooks.ts";
import { updateWebhookSchema } from "@/lib/webhooks/schemas.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const GET = apiRoute<{ id: string }>({ family: v2Family, access: "admin" }, async ({ principal, params }) =>
  json({ data: await getWebhook(principal, parseIdParam(params.id)), warnings: [] }),
);

export const PATCH = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", maxBodyBytes: 8192 },
  async ({ principal, params, body, ignoredFields }) => {
    const input = await body(updateWebhookSchema);
    refuseUnknownFields(ignoredFields());
    return json({ data: await updateWebhook(principal, parseIdParam(params.id), input), warnings: [] });
  },
);

export const DELETE = apiRoute<{ id: string }>({ family: v2Family, access: "admin" }, async ({ principal, params }) => {
  const id = parseIdParam(params.id);
  await deleteWebhook(principal, id);
  return json({ data: { id, deleted: true }, warnings: [] });
});
