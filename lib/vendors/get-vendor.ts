import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { getVendorRow } from "./vendor-checks.ts";
import { toVendorRecord, type VendorRecord } from "./vendor-record.ts";

/** One vendor of the caller's organization; 5004 otherwise. */
export async function getVendor(principal: Principal, vendorId: number): Promise<VendorRecord> {
  return toVendorRecord(await getVendorRow(db, principal.orgId, vendorId));
}
