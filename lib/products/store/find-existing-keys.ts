import "server-only";
import { type RawValue, date } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";

// Raw IN lists: Prisma's query builder caps them at 999 values on SQLite and compiles them slowly, which
// dominated a 10,000-item batch.
const CHUNK = 2000;

export interface ExistingKeys {
  /** SKU -> when the product was first added. */
  addedAt: Map<string, Date>;
  /** EAN -> SKU of the product holding it. */
  eanOwners: Map<string, string>;
}

/** Which of these SKUs and EANs the organization's products already hold. */
export async function findExistingKeys(
  client: SqlClient,
  orgId: number,
  skus: readonly string[],
  eans: readonly string[],
): Promise<ExistingKeys> {
  const addedAt = new Map<string, Date>();
  const eanOwners = new Map<string, string>();
  for (const chunk of chunks([...new Set(skus)])) {
    const rows = await sqlRows<{ sku: string; addedAt: RawValue }>(
      client,
      Prisma.sql`
      SELECT "sku", "addedAt" FROM "Product" WHERE "orgId" = ${orgId} AND "sku" IN (${Prisma.join(chunk)})`,
    );
    for (const row of rows) addedAt.set(row.sku, date(row.addedAt));
  }
  for (const chunk of chunks([...new Set(eans)])) {
    const rows = await sqlRows<{ sku: string; ean: string }>(
      client,
      Prisma.sql`
      SELECT "sku", "ean" FROM "Product" WHERE "orgId" = ${orgId} AND "ean" IN (${Prisma.join(chunk)})`,
    );
    for (const row of rows) eanOwners.set(row.ean, row.sku);
  }
  return { addedAt, eanOwners };
}

function chunks<T>(values: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}
