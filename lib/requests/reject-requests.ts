import type { Principal } from "../auth/principal.ts";
import { checkReviewItems } from "./check-review-items.ts";
import { decideCheckedItems } from "./decide-batch.ts";
import { requestNotFoundV11 } from "./errors.ts";

/** POST /v1.1/request/reject: rejects each pending item; maker-checker applies as on approval. */
export async function rejectRequests(principal: Principal, items: unknown[]) {
  return decideCheckedItems(principal, checkReviewItems(items), (item) => ({
    id: item.id,
    decision: "REJECTED",
    type: item.type,
    baseType: item.base_type,
    comment: item.updated_comments,
    notFound: requestNotFoundV11,
  }));
}
