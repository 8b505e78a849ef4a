import "server-only";
import type { SqlClient } from "../../db/transaction-types.ts";
import { date, decimalOrNull, int, text, type RawValue } from "../../db/codecs.ts";
import type { Prisma } from "../../db/generated/sqlite/client.ts";
import { expiryGroupsSql, type ExpiryGroupsQuery } from "../../db/points-lot-sql.ts";
import { sqlRows } from "../../db/sql.ts";

/** The remaining points of a customer's open lots of one program, type and expiry instant. */
export interface ExpiryGroup {
  programId: number;
  pointsType: string;
  expiryType: string;
  expiresAt: Date;
  remaining: Prisma.Decimal | null;
}

/** A group as its read hands it back (alone, or joined to the organization's settings). */
export const toExpiryGroup = (row: Record<string, unknown>): ExpiryGroup => {
  const raw = row as Record<keyof ExpiryGroup, RawValue>;
  return {
    programId: int(raw.programId),
    pointsType: text(raw.pointsType),
    expiryType: text(raw.expiryType),
    expiresAt: date(raw.expiresAt),
    remaining: decimalOrNull(raw.remaining),
  };
};

/** The customer's open lots in the window summed per program, type and expiry instant. */
export async function readExpiryGroups(
  client: SqlClient,
  query: ExpiryGroupsQuery & { customer: number },
): Promise<ExpiryGroup[]> {
  const rows = await sqlRows<Record<string, unknown>>(client, expiryGroupsSql(query));
  return rows.map(toExpiryGroup);
}
