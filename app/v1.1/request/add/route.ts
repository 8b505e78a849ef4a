// POST /v1.1/request/add – create GOODWILL, CHANGE_IDENTIFIER and TRANSACTION_UPDATE requests, each reported per item
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v11Family } from "@/lib/api/families/v1-1.ts";
import { addV11Requests } from "@/lib/requests/add-v11-requests.ts";
import { renderV11Response } from "@/lib/requests/render-v11-response.ts";
import { v11AddSchema } from "@/lib/requests/schemas.ts";

export const POST = apiRoute({ family: v11Family, access: "requests.write" }, async ({ principal, body }) => {
  const input = await body(v11AddSchema);
  const outcomes = await addV11Requests(principal, input.root.request);
  const { status, body: response } = renderV11Response(outcomes, "Request added successfully");
  return json(response, status);
});
