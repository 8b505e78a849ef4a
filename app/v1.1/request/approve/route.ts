// POST /v1.1/request/approve – approve pending requests, each reported per item
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v11Family } from "@/lib/api/families/v1-1.ts";
import { approveRequests } from "@/lib/requests/approve-requests.ts";
import { renderV11Response } from "@/lib/requests/render-v11-response.ts";
import { v11ReviewEnvelopeSchema } from "@/lib/requests/schemas.ts";

export const POST = apiRoute({ family: v11Family, access: "requests.approve" }, async ({ principal, body }) => {
  const input = await body(v11ReviewEnvelopeSchema);
  const { status, body: response } = renderV11Response(await approveRequests(principal, input.root.request), undefined, "processed");
  return json(response, status);
});
