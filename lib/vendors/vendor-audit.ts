import "server-only";
import { pick } from "../audit/audit-changes.ts";
import { recordRowChange } from "../audit/record-row-change.ts";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { Vendor } from "../db/generated/sqlite/client.ts";
import { vendorEvent } from "../events/payloads/catalogue.ts";
import { publishEvents } from "../events/store/outbox-store.ts";
import { toVendorRecord } from "./vendor-record.ts";
import { EDITABLE_VENDOR_FIELDS } from "./vendor-view.ts";

/**
 * The audit entry and the event of a vendor's change, in its transaction (the event shows the details masked).
 * The sealed vendorDetails are recorded only as "changed".
 */
export async function recordVendorChange(
  tx: Tx,
  principal: Principal,
  action: string,
  before: Vendor | null,
  after: Vendor,
  detailsChanged: boolean,
) {
  const change = { entity: "vendor", entityId: after.id, action, before, after } as const;
  const snapshot = (row: Vendor) => pick(row, EDITABLE_VENDOR_FIELDS);
  await recordRowChange(tx, principal, change, snapshot, detailsChanged ? "vendorDetails" : undefined);
  await publishEvents(tx, after.orgId, [
    vendorEvent(action === "create" ? "vendor.created" : "vendor.updated", toVendorRecord(after)),
  ]);
}
