import "server-only";
import type { Db } from "../db/client.ts";
import { needsReseal } from "../crypto/secret-box.ts";
import { openVendorDetails, sealVendorDetails } from "./vendor-record.ts";

export interface ResealCounts {
  /** Sealed values found (two per vendor with details). */
  sealed: number;
  /** Re-sealed under the current key in the current format. */
  resealed: number;
  /** Already current: left as they were. */
  current: number;
  /** Opened by no configured key (or changed by the app meanwhile): left as they were. */
  failed: number;
}

const PAGE = 200;

/**
 * Re-seals every vendor's details under the current key, in the current format: one pass over all
 * organizations, page by page. Safe to re-run (current values are skipped) and to run beside the app: a
 * row is written only if it still holds what was read, and keeps its updatedAt (the details did not change).
 */
export async function resealVendorDetails(db: Db): Promise<ResealCounts> {
  const counts: ResealCounts = { sealed: 0, resealed: 0, current: 0, failed: 0 };
  for (let after = 0; ;) {
    const rows = await db.vendor.findMany({
      where: { id: { gt: after }, detailsKeyEnc: { not: null }, detailsValueEnc: { not: null } },
      select: { id: true, orgId: true, detailsKeyEnc: true, detailsValueEnc: true, updatedAt: true },
      orderBy: { id: "asc" },
      take: PAGE,
    });
    if (rows.length === 0) return counts;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      counts.sealed += 2;
      if (!needsReseal(row.detailsKeyEnc ?? "") && !needsReseal(row.detailsValueEnc ?? "")) {
        counts.current += 2;
        continue;
      }
      let details: ReturnType<typeof openVendorDetails>;
      try {
        details = openVendorDetails(row);
      } catch {
        counts.failed += 2;
        continue;
      }
      const { count } = await db.vendor.updateMany({
        where: { id: row.id, orgId: row.orgId, detailsKeyEnc: row.detailsKeyEnc, detailsValueEnc: row.detailsValueEnc },
        data: { ...sealVendorDetails(row, details), updatedAt: row.updatedAt },
      });
      counts[count === 1 ? "resealed" : "failed"] += 2;
    }
  }
}
