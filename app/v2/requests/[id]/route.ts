// GET /v2/requests/{id} – one request with its attribution, details and history of state changes
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { getRequest } from "@/lib/requests/get-request.ts";
import { renderRequestDetail } from "@/lib/requests/render-request.ts";

export const GET = apiRoute<{ id: string }>(
  { family: v2Family, access: ["requests.write", "requests.approve"], read: true },
  async ({ params, principal }) => {
    const request = await getRequest(principal, parseIdParam(params.id));
    return json(renderRequestDetail(request));
  },
);
