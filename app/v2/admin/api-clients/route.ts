// GET, POST /v2/admin/api-clients – list the organization's API clients, or create one (its secret shown once)
import { adminListBody } from "@/lib/admin/admin-list.ts";
import { renderApiClient, renderIssuedClient } from "@/lib/admin/api-clients/api-client-view.ts";
import { createApiClient } from "@/lib/admin/api-clients/create-api-client.ts";
import { findApiClients } from "@/lib/admin/api-clients/find-api-clients.ts";
import { apiClientListQuerySchema, createApiClientSchema } from "@/lib/admin/api-clients/schemas.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";

export const GET = apiRoute({ family: v2Family, access: "admin" }, async ({ principal, url }) => {
  const query = parseQuery(apiClientListQuerySchema, queryObject(url.searchParams));
  const now = Date.now();
  return json(adminListBody(await findApiClients(principal, query), query, (row) => renderApiClient(row, now)));
});

export const POST = apiRoute(
  { family: v2Family, access: "admin", maxBodyBytes: 4096, noStore: true },
  async ({ principal, body, ignoredFields }) => {
    const { client, secret } = await createApiClient(principal, await body(createApiClientSchema));
    return json({ data: renderIssuedClient(client), secret, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
