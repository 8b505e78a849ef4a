// POST /v1.1/request/add – create GOODWILL, CHANGE_IDENTIFIER and TRANSACTION_UPDATE requests, each reported per item
import { apiRoute } from "@/lib/api/api-route.ts";
import { renderBatch, v11Family } from "@/lib/api/families/v1-1.ts";
import { addRequests } from "@/lib/requests/add-requests.ts";
import { v11AddSchema } from "@/lib/requests/schemas.ts";

export const POST = apiRoute({ family: v11Family, access: "requests.write" }, async ({ principal, body }) => {
  const items = (await body(v11AddSchema)).root.request;
  const outcomes = await addRequests(principal, items);
  return renderBatch(
    outcomes.map((outcome, i) => ({ sent: { type: items[i].type, base_type: items[i].base_type }, ...outcome })),
    { successMessage: "Request added successfully", levelCode: "first-failure" },
  );
});
