import type { Principal } from "../auth/principal.ts";
import { decideBatch } from "./decide-batch.ts";
import { requestNotFoundV2 } from "./errors.ts";
import type { ReviewItem } from "./schemas.ts";

/** PUT /v2/requests: approves or rejects each item (the path that approves TRANSACTION requests). */
export async function reviewRequests(principal: Principal, items: ReviewItem[]) {
  return decideBatch(principal, items, (item) => ({
    id: item.id,
    decision: item.status,
    type: item.type,
    baseType: item.baseType,
    comment: item.comments,
    notFound: requestNotFoundV2,
  }));
}
