import "server-only";
import { sqlRows } from "../db/sql.ts";
import type { Tx } from "../db/client.ts";
import { Prisma, type Program } from "../db/generated/sqlite/client.ts";

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
export async function awardPoints(tx: Tx, award: PointsAward): Promise<number | null> {
  if (award.points.lte(0)) return null;
  // One raw insert: every approval writes one, and the ORM's planned insert cost several times the write.
  const [lot] = await sqlRows<{ id: number | bigint }>(
    tx,
    Prisma.sql`
    INSERT INTO "PointsLot" ${LOT_COLUMNS}
    VALUES (${award.orgId}, ${award.customerId}, ${award.programId}, ${award.points}, ${award.points}, ${award.pointsType},
      ${award.expiryType}, ${award.expiresAt}, ${new Date()}, ${award.requestId}, ${true})
    RETURNING "id"`,
  );
  return Number(lot.id);
}

/** The columns a lot's insert sets, in the order of its values. */
export const LOT_COLUMNS = Prisma.raw(
  `("orgId", "customerId", "programId", "points", "remaining", "pointsType", "expiryType", "expiresAt", "awardedAt", "requestId", "open")`,
);

/** The organization joined to its default program (alias p), to select the program's columns from. */
export const defaultProgramFrom = (orgId: number): Prisma.Sql => Prisma.sql`
    FROM "Organization" o JOIN "Program" p ON p."id" = o."defaultProgramId" AND p."orgId" = o."id"
    WHERE o."id" = ${orgId}`;

type RawValue = string | number | bigint | boolean | Prisma.Decimal | null;

/**
 * The organization's default program, which approvals credit: one raw read joining the organization's
 * setting to its program (every approval asks, and the ORM's two planned queries cost more than the read).
 */
export async function getDefaultProgram(tx: Tx, orgId: number): Promise<Program | null> {
  const [row] = await sqlRows<Record<keyof Program, RawValue>>(
    tx,
    Prisma.sql`
    SELECT p."id", p."orgId", p."name", p."isDefault", p."earnRate", p."earnPointsType", p."earnExpiryType",
      p."earnExpiryDays", p."active" ${defaultProgramFrom(orgId)}`,
  );
  if (!row) return null;
  const textOrNull = (value: RawValue) => (value === null ? null : String(value));
  return {
    id: Number(row.id),
    orgId: Number(row.orgId),
    name: String(row.name),
    isDefault: Boolean(Number(row.isDefault)),
    active: Boolean(Number(row.active)),
    earnRate: row.earnRate === null ? null : new Prisma.Decimal(row.earnRate.toString()),
    earnPointsType: textOrNull(row.earnPointsType),
    earnExpiryType: textOrNull(row.earnExpiryType),
    earnExpiryDays: row.earnExpiryDays === null ? null : Number(row.earnExpiryDays),
  };
}
