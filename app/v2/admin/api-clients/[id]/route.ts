// GET, PATCH /v2/admin/api-clients/{id} – one API client; rename it, change its access groups or expiry
import { renderApiClient } from "@/lib/admin/api-clients/api-client-view.ts";
import { getApiClient } from "@/lib/admin/api-clients/get-api-client.ts";
import { updateApiClientSchema } from "@/lib/admin/api-clients/schemas.ts";
import { updateApiClient } from "@/lib/admin/api-clients/update-api-client.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const GET = apiRoute<{ id: string }>({ family: v2Family, access: "admin" }, async ({ principal, params }) => {
  const client = await getApiClient(principal, parseIdParam(params.id));
  return json({ data: renderApiClient(client), warnings: [] });
});

export const PATCH = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", maxBodyBytes: 4096 },
  async ({ principal, params, body, ignoredFields }) => {
    const client = await updateApiClient(principal, parseIdParam(params.id), await body(updateApiClientSchema));
    return json({ data: renderApiClient(client), warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
