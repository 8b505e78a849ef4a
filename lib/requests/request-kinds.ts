import "server-only";
import type { Tx } from "../db/client.ts";
import { isRowId } from "../validation/id-param.ts";

// What creating and approving a request both need to know of its kind: shared, so neither imports the other.

/** The identifier a CHANGE_IDENTIFIER request of each base type changes. */
export const IDENTIFIER_BY_BASE_TYPE = { MOBILE: "mobile", EMAIL: "email", EXTERNAL_ID: "externalId" } as const;
export type IdentifierBaseType = keyof typeof IDENTIFIER_BY_BASE_TYPE;

/**
 * A GOODWILL COUPON names an active coupon series of the organization, at creation and again at approval:
 * a series deactivated in between issues no more coupons.
 */
export async function isOrgCouponSeries(
  client: Pick<Tx, "couponSeries">,
  orgId: number,
  seriesId: number,
): Promise<boolean> {
  if (!isRowId(seriesId)) return false;
  return (await client.couponSeries.count({ where: { id: seriesId, orgId, active: true } })) === 1;
}
