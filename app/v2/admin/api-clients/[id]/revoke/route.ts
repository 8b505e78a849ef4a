// POST /v2/admin/api-clients/{id}/revoke – end the client for good: its tokens stop and its secret gets none
import { renderApiClient } from "@/lib/admin/api-clients/api-client-view.ts";
import { revokeApiClient } from "@/lib/admin/api-clients/revoke-api-client.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const POST = apiRoute<{ id: string }>({ family: v2Family, access: "admin" }, async ({ principal, params }) => {
  const client = await revokeApiClient(principal, parseIdParam(params.id));
  return json({ data: renderApiClient(client), warnings: [] });
});
