import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import { productAddedEvent } from "../events/payloads/catalogue.ts";
import { publishEvents } from "../events/store/outbox-store.ts";
import { loadProductContext } from "./load-product-context.ts";
import { auditProductUpserts, productSnapshots } from "./product-audit.ts";
import { findExistingKeys } from "./store/find-existing-keys.ts";
import type { ProductView } from "./product-view.ts";
import { upsertProductRows } from "./store/upsert-product-rows.ts";
import { validateProductItem, type ValidProduct } from "./validate-product-item.ts";
import { concurrentProductChange, eanTaken, productSaved, skuRepeated } from "../errors/catalogue.ts";
import type { ErrorItem } from "../errors/domain-error.ts";

export type ProductItemResult =
  | { ok: true; status: { code: number; message: string }; product: ProductView }
  | { ok: false; status: ErrorItem; input: unknown };

export interface AddProductsResult {
  items: ProductItemResult[];
  succeeded: number;
  failed: number;
}

/**
 * Adds a batch of products; an existing SKU is updated in place (the original upserts by SKU). Each item
 * succeeds or fails on its own; the good items are written together in one transaction. Omitted optional
 * fields of an updated product return to their defaults: an item describes the whole product.
 */
export async function addProducts(principal: Principal, rawItems: readonly unknown[]): Promise<AddProductsResult> {
  const orgId = principal.orgId;
  const context = await loadProductContext(principal);
  const checks = rawItems.map((raw) => validateProductItem(raw, context));
  const valid = checks.flatMap((check) => (check.ok ? [check.product] : []));

  const { addedAt: existing, eanOwners } = await findExistingKeys(
    db,
    orgId,
    valid.map((p) => p.sku),
    valid.flatMap((p) => (p.ean ? [p.ean] : [])),
  );
  const seenSkus = new Set<string>();
  const errors = new Map<ValidProduct, ErrorItem>();
  for (const product of valid) {
    if (seenSkus.has(product.sku)) errors.set(product, skuRepeated(product.sku));
    else if (product.ean && (eanOwners.get(product.ean) ?? product.sku) !== product.sku)
      errors.set(product, eanTaken());
    seenSkus.add(product.sku);
    if (product.ean && !errors.has(product) && !eanOwners.has(product.ean)) eanOwners.set(product.ean, product.sku);
  }

  const accepted = valid.filter((p) => !errors.has(p));
  const now = new Date();
  const unitCodes = new Map([...context.orgUnits.values()].map((unit) => [unit.id, unit.code]));
  const viewOf = (product: ValidProduct, id: number, addedAt: Date): ProductView => ({
    ...product,
    id,
    addedAt,
    ouCode: product.ouId === null ? null : (unitCodes.get(product.ouId) ?? null),
    attributes: JSON.parse(product.attributes),
  });
  const ids = await writeProducts(principal, accepted, now, viewOf);

  const items = checks.map((check, index): ProductItemResult => {
    if (!check.ok) return { ok: false, status: check.error, input: rawItems[index] };
    const error = errors.get(check.product);
    if (error) return { ok: false, status: error, input: rawItems[index] };
    const { sku } = check.product;
    return {
      ok: true,
      status: existing.has(sku) ? productSaved("updated") : productSaved("added"),
      product: viewOf(check.product, ids.get(sku)!, existing.get(sku) ?? now),
    };
  });
  const succeeded = items.filter((item) => item.ok).length;
  return { items, succeeded, failed: items.length - succeeded };
}

async function writeProducts(
  principal: Principal,
  products: ValidProduct[],
  addedAt: Date,
  viewOf: (product: ValidProduct, id: number, addedAt: Date) => ProductView,
): Promise<Map<string, number>> {
  if (products.length === 0) return new Map();
  try {
    const skus = products.map((product) => product.sku);
    return await db.$transaction(
      async (tx) => {
        const before = await productSnapshots(tx, principal.orgId, skus);
        const ids = await upsertProductRows(tx, principal.orgId, principal.userId, addedAt, products);
        await auditProductUpserts(tx, principal, products, ids, before);
        // One event per product the batch created (an update of an existing SKU adds none), in one insert.
        const added = products.filter((product) => !before.has(product.sku));
        await publishEvents(
          tx,
          principal.orgId,
          added.map((product) => productAddedEvent(viewOf(product, ids.get(product.sku)!, addedAt))),
        );
        return ids;
      },
      {
        timeout: 60_000,
        maxWait: 30_000,
      },
    );
  } catch (error) {
    if (isUniqueViolation(error) || /unique constraint/i.test(String(error))) throw concurrentProductChange();
    throw error;
  }
}
