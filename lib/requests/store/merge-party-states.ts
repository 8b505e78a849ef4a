import "server-only";
import type { AnyTx } from "../../db/transaction-types.ts";
import { type RawValue, int, intOrNull } from "../../db/codecs.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlRows } from "../../db/sql.ts";

export interface MergePartyState {
  customerId: number;
  /** An earlier merge removed the customer from the organization. */
  merged: boolean;
  /** The lowest id of a PENDING merge of the organization the customer takes part in (either side), if any. */
  pendingMergeId: number | null;
}

/** The merge state of each given customer registered in the organization, read in the caller's transaction. */
export async function readMergePartyStates(
  tx: AnyTx,
  orgId: number,
  customerIds: number[],
): Promise<MergePartyState[]> {
  const rows = await sqlRows<{
    customerId: RawValue;
    mergedIntoId: RawValue;
    pendingMergeId: RawValue;
  }>(
    tx,
    Prisma.sql`SELECT r."customerId" AS "customerId", r."mergedIntoId" AS "mergedIntoId",
      (SELECT MIN(q."id") FROM "Request" q
        WHERE q."orgId" = ${orgId} AND q."type" = 'CHANGE_IDENTIFIER' AND q."baseType" = 'MERGE'
          AND q."status" = 'PENDING' AND (q."customerId" = r."customerId" OR q."survivorId" = r."customerId")
      ) AS "pendingMergeId"
    FROM "CustomerRegistration" r
    WHERE r."orgId" = ${orgId} AND r."customerId" IN (${Prisma.join(customerIds)})`,
  );
  return rows.map((row) => ({
    customerId: int(row.customerId),
    merged: row.mergedIntoId !== null,
    pendingMergeId: intOrNull(row.pendingMergeId),
  }));
}
