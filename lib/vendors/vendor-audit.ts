import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { pick } from "../audit/audit-changes.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { Vendor } from "../db/generated/sqlite/client.ts";
import { vendorEvent } from "../events/payloads/catalogue.ts";
import { publishEvents } from "../events/store/outbox-store.ts";
import { toVendorRecord } from "./vendor-record.ts";

// The audited fields; the sealed vendorDetails are recorded only as "changed".
const FIELDS = [
  "brandId",
  "name",
  "code",
  "type",
  "enabled",
  "isEncryptionRequired",
  "rank",
  "description",
  "images",
  "videos",
] as const;

/** The audit entry and the event of a vendor's change, in its transaction (the event shows the details masked). */
export async function recordVendorChange(
  tx: Tx,
  principal: Principal,
  action: string,
  before: Vendor | null,
  after: Vendor,
  detailsChanged: boolean,
) {
  await recordAudit(tx, actorOf(principal), {
    entity: "vendor",
    entityId: after.id,
    action,
    before: before && pick(before, FIELDS),
    after: pick(after, FIELDS),
    changedSecrets: detailsChanged ? ["vendorDetails"] : [],
  });
  await publishEvents(tx, after.orgId, [
    vendorEvent(action === "create" ? "vendor.created" : "vendor.updated", toVendorRecord(after)),
  ]);
}
