import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { recordVendorChange } from "./vendor-audit.ts";
import { getVendorRow } from "./vendor-checks.ts";
import { toVendorRecord, type VendorRecord } from "./vendor-record.ts";

/** Enables or disables a vendor of the caller's organization (5004 otherwise); repeating it changes nothing. */
export async function setVendorEnabled(
  principal: Principal,
  vendorId: number,
  enabled: boolean,
): Promise<VendorRecord> {
  const current = await getVendorRow(db, principal.orgId, vendorId);
  const row = await db.$transaction(async (tx) => {
    const before = await tx.vendor.findUniqueOrThrow({
      where: { id: current.id },
    });
    const after = await tx.vendor.update({
      where: { id: current.id, orgId: principal.orgId },
      data: { enabled, lastUpdatedById: principal.userId },
    });
    // Repeating the call changes nothing, so it leaves no entry either.
    if (before.enabled !== after.enabled)
      await recordVendorChange(tx, principal, enabled ? "enable" : "disable", before, after, false);
    return after;
  });
  return toVendorRecord(row);
}
