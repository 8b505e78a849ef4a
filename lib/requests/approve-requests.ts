import type { Principal } from "../auth/principal.ts";
import { invalidInput } from "../errors/common-errors.ts";
import { checkReviewItems } from "./check-review-items.ts";
import { decideCheckedItems } from "./decide-batch.ts";
import { requestNotFoundV11 } from "./errors.ts";
import type { V11ReviewItem } from "./schemas.ts";

// The spec marks series_id required for coupon approvals and nothing public documents a fallback to the
// request's own series, so the v1.1 approval names it (PUT /v2/requests approves with the stored series).
const couponSeriesRequired = (item: V11ReviewItem) =>
  item.type === "GOODWILL" && item.base_type === "COUPON" && item.series_id === undefined
    ? invalidInput("series_id: is required to approve a GOODWILL COUPON request", "series_id")
    : undefined;

/** POST /v1.1/request/approve: approves each pending item; per-item outcome (400, 9013, 9017, 9056, ...). */
export async function approveRequests(principal: Principal, items: unknown[]) {
  return decideCheckedItems(principal, checkReviewItems(items, couponSeriesRequired), (item) => ({
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
