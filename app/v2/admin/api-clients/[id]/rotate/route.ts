// POST /v2/admin/api-clients/{id}/rotate – a new secret (shown once); the old one works until the overlap ends
import { renderApiClient } from "@/lib/admin/api-clients/api-client-view.ts";
import { rotateApiClientSecret } from "@/lib/admin/api-clients/rotate-api-client-secret.ts";
import { rotateApiClientSchema } from "@/lib/admin/api-clients/schemas.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const POST = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", maxBodyBytes: 4096, noStore: true },
  async ({ principal, params, body, ignoredFields }) => {
    const id = parseIdParam(params.id);
    const { client, secret } = await rotateApiClientSecret(principal, id, await body(rotateApiClientSchema));
    return json({ data: renderApiClient(client), secret, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
