import "server-only";
import { sqlRows } from "../../db/sql.ts";
import type { AnyTx } from "../../db/transaction-types.ts";
import { bool, decimalOrNull, int, intOrNull, text, textOrNull, type RawValue } from "../../db/codecs.ts";
import { defaultProgramFrom, LOT_COLUMNS } from "../../db/points-lot-sql.ts";
import { Prisma, type Program } from "../../db/generated/sqlite/client.ts";

export interface PointsAward {
  orgId: number;
  customerId: number;
  programId: number;
  points: Prisma.Decimal;
  pointsType: string;
  expiryType: "fixed" | "rolling";
  expiresAt: Date;
  requestId: number;
}

/** Credits one lot of points; a zero award writes nothing. Returns the lot id, or null. */
export async function awardPoints(tx: AnyTx, award: PointsAward): Promise<number | null> {
  if (award.points.lte(0)) return null;
  // One raw insert: every approval writes one, and the ORM's planned insert cost several times the write.
  const [lot] = await sqlRows<{ id: RawValue }>(
    tx,
    Prisma.sql`
    INSERT INTO "PointsLot" ${LOT_COLUMNS}
    VALUES (${award.orgId}, ${award.customerId}, ${award.programId}, ${award.points}, ${award.points}, ${award.pointsType},
      ${award.expiryType}, ${award.expiresAt}, ${new Date()}, ${award.requestId}, ${true})
    RETURNING "id"`,
  );
  return int(lot.id);
}

/**
 * The organization's default program, which approvals credit: one raw read joining the organization's
 * setting to its program (every approval asks, and the ORM's two planned queries cost more than the read).
 */
export async function getDefaultProgram(tx: AnyTx, orgId: number): Promise<Program | null> {
  const [row] = await sqlRows<Record<keyof Program, RawValue>>(
    tx,
    Prisma.sql`
    SELECT p."id", p."orgId", p."name", p."isDefault", p."earnRate", p."earnPointsType", p."earnExpiryType",
      p."earnExpiryDays", p."active" ${defaultProgramFrom(orgId)}`,
  );
  if (!row) return null;
  return {
    id: int(row.id),
    orgId: int(row.orgId),
    name: text(row.name),
    isDefault: bool(row.isDefault),
    active: bool(row.active),
    earnRate: decimalOrNull(row.earnRate),
    earnPointsType: textOrNull(row.earnPointsType),
    earnExpiryType: textOrNull(row.earnExpiryType),
    earnExpiryDays: intOrNull(row.earnExpiryDays),
  };
}
