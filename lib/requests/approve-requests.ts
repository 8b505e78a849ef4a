import type { Principal } from "../auth/principal.ts";
import { decideBatch } from "./decide-batch.ts";
import { requestNotFoundV11 } from "./errors.ts";
import type { V11ReviewItem } from "./schemas.ts";

/** POST /v1.1/request/approve: approves each pending item; per-item outcome (9013, 9017, 9056, ...). */
export async function approveRequests(principal: Principal, items: V11ReviewItem[]) {
  return decideBatch(principal, items, (item) => ({
    id: item.id,
    decision: "APPROVED",
    type: item.type,
    baseType: item.base_type,
    comment: item.updated_comments,
    points: item.points,
    seriesId: item.series_id === undefined ? undefined : Number(item.series_id),
    notFound: requestNotFoundV11,
  }));
}
