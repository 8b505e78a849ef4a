import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { pick } from "../audit/audit-changes.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { Vendor } from "../db/generated/sqlite/client.ts";

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

export async function auditVendorChange(
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
}
