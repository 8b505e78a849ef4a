import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { pick, type FieldValues } from "../audit/audit-changes.ts";
import { recordAudit, type AuditEvent } from "../audit/store/audit-chain.ts";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { PRODUCT_COLUMNS } from "./product-columns.ts";
import type { ValidProduct } from "./validate-product-item.ts";

const CHUNK = 500;

/** The audited fields of the organization's products with the given SKUs, by SKU. */
export async function productSnapshots(
  tx: Tx,
  orgId: number,
  skus: readonly string[],
): Promise<Map<string, { id: number; fields: FieldValues }>> {
  const snapshots = new Map<string, { id: number; fields: FieldValues }>();
  for (let i = 0; i < skus.length; i += CHUNK) {
    const rows = await tx.product.findMany({ where: { orgId, sku: { in: skus.slice(i, i + CHUNK) } } });
    for (const row of rows)
      snapshots.set(row.sku, { id: row.id, fields: { ...pick(row, PRODUCT_COLUMNS), price: row.price.toString() } });
  }
  return snapshots;
}

/** One entry per product the batch created or actually changed; an identical re-upload leaves none. */
export async function auditProductUpserts(
  tx: Tx,
  principal: Principal,
  written: readonly ValidProduct[],
  ids: ReadonlyMap<string, number>,
  before: Map<string, { fields: FieldValues }>,
) {
  const events: AuditEvent[] = [];
  for (const product of written) {
    // What was written, in the form a snapshot reads it back (the price as the database's decimal text).
    const now = { ...pick(product, PRODUCT_COLUMNS), price: new Prisma.Decimal(product.price).toString() };
    const was = before.get(product.sku)?.fields ?? null;
    if (was && JSON.stringify(was) === JSON.stringify(now)) continue;
    events.push({
      entity: "product",
      entityId: ids.get(product.sku) ?? null,
      action: was ? "update" : "create",
      before: was,
      after: now,
    });
  }
  await recordAudit(tx, actorOf(principal), ...events);
}
