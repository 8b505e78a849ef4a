import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { VendorListQuery } from "./schemas.ts";
import { assertBrandInOrg } from "./vendor-checks.ts";
import { toVendorRecord, type VendorRecord } from "./vendor-record.ts";

export interface VendorPage {
  vendors: VendorRecord[];
  totalCount: number;
}

/** A page of one brand's vendors, by rank (unranked last), then name; 3004 for another organization's brand. */
export async function findVendorsByBrand(
  principal: Principal,
  brandId: number,
  page: VendorListQuery = { limit: 100, offset: 0 },
): Promise<VendorPage> {
  await assertBrandInOrg(db, principal.orgId, brandId);
  const where = { orgId: principal.orgId, brandId };
  const [rows, totalCount] = await Promise.all([
    db.vendor.findMany({
      where,
      orderBy: [{ rank: { sort: "asc", nulls: "last" } }, { name: "asc" }, { id: "asc" }],
      skip: page.offset,
      take: page.limit,
    }),
    db.vendor.count({ where }),
  ]);
  return { vendors: rows.map(toVendorRecord), totalCount };
}
