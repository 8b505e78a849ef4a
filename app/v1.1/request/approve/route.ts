// POST /v1.1/request/approve – approve pending requests, each reported per item
import { apiRoute } from "@/lib/api/api-route.ts";
import { renderBatch, v11Family } from "@/lib/api/families/v1-1.ts";
import { decisionsOf, readReviewItems, withDecided } from "@/lib/api/families/v1-1-review-items.ts";
import { decideRequests } from "@/lib/requests/decide-requests.ts";
import { v11ReviewEnvelopeSchema } from "@/lib/requests/schemas.ts";

export const POST = apiRoute({ family: v11Family, access: "requests.approve" }, async ({ principal, body }) => {
  const items = readReviewItems((await body(v11ReviewEnvelopeSchema)).root.request, "APPROVED");
  const decided = await decideRequests(principal, decisionsOf(items));
  return renderBatch(withDecided(items, decided), { levelCode: "processed" });
});
