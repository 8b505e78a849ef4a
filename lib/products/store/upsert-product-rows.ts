import "server-only";
import { type RawValue, int } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";
import type { Tx } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { PRODUCT_COLUMNS } from "../product-columns.ts";
import type { ValidProduct } from "../validate-product-item.ts";

// Prisma's createMany and per-row update cost tens of milliseconds per statement here, so a 10,000-item
// batch would take minutes; one multi-row upsert per chunk takes well under a second. The SQL (INSERT ...
// ON CONFLICT DO UPDATE ... RETURNING) is the same on SQLite and PostgreSQL.
const UPSERT_CHUNK = 400;

const quoted = (name: string) => Prisma.raw(`"${name}"`);
const columnList = Prisma.join([...["orgId", "addedById", "addedAt"], ...PRODUCT_COLUMNS].map(quoted));
const updateList = Prisma.join(PRODUCT_COLUMNS.map((name) => Prisma.raw(`"${name}" = excluded."${name}"`)));

/** Inserts or updates (by org and SKU) the given products; returns each SKU's product id. */
export async function upsertProductRows(
  tx: Tx,
  orgId: number,
  addedById: number,
  addedAt: Date,
  products: readonly ValidProduct[],
) {
  const ids = new Map<string, number>();
  for (let i = 0; i < products.length; i += UPSERT_CHUNK) {
    const rows = products
      .slice(i, i + UPSERT_CHUNK)
      .map(
        (product) =>
          Prisma.sql`(${Prisma.join([orgId, addedById, addedAt, ...PRODUCT_COLUMNS.map((name) => product[name])])})`,
      );
    const returned = await sqlRows<{ id: RawValue; sku: string }>(
      tx,
      Prisma.sql`
      INSERT INTO "Product" (${columnList}) VALUES ${Prisma.join(rows)}
      ON CONFLICT ("orgId", "sku") DO UPDATE SET ${updateList}
      RETURNING "id", "sku"`,
    );
    for (const row of returned) ids.set(row.sku, int(row.id));
  }
  return ids;
}
