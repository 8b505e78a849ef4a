import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { sqlDialect, sqlRows } from "../db/sql.ts";
import { customerNotFound, noDefaultProgram } from "../errors/catalogue.ts";
import {
  awardPoints,
  defaultProgramFrom,
  getDefaultProgram,
  LOT_COLUMNS,
  type PointsAward,
} from "../points/award-points.ts";
import { liveRegistrationLockSql, lockRequestCustomer } from "./lock-request-customer.ts";

interface GoodwillTarget {
  orgId: number;
  customerId: number;
  requestId: number;
  at: Date;
}

/** A goodwill credit's lot: customer promotion points with a fixed expiry. */
const goodwillLot = { pointsType: "customer_promotions", expiryType: "fixed" } as const;

/**
 * Takes the approval's lock on the customer (lockRequestCustomer's) and credits the approved goodwill
 * points to the organization's default program, expiring on 31 December of the next year. A missing
 * default program (9062) is refused before a customer merged away (8015), as a refusal that needs no lock.
 * On PostgreSQL the program's read, the lock and the lot's insert are one data-modifying statement: each
 * round trip there costs more than the writes, and this one is taken while the approval holds its locks.
 */
export async function lockAndCreditGoodwillPoints(tx: Tx, target: GoodwillTarget, points: string): Promise<void> {
  const award = {
    orgId: target.orgId,
    customerId: target.customerId,
    requestId: target.requestId,
    points: new Prisma.Decimal(points),
    ...goodwillLot,
    expiresAt: new Date(target.at.getFullYear() + 1, 11, 31),
  };
  if (sqlDialect(tx) === "postgresql") {
    const [row] = await sqlRows<{ programId: number | null; held: number | bigint | string }>(
      tx,
      lockAndAwardSql(award),
    );
    if (row.programId === null) throw noDefaultProgram();
    if (Number(row.held) !== 1) throw customerNotFound();
  } else {
    const program = await getDefaultProgram(tx, award.orgId);
    if (!program) throw noDefaultProgram();
    await lockRequestCustomer(tx, award.orgId, award.customerId);
    await awardPoints(tx, { ...award, programId: program.id });
  }
}

/** PostgreSQL: the default program, the lock (a no-op update of the live registration) and the insert. */
function lockAndAwardSql(award: Omit<PointsAward, "programId">): Prisma.Sql {
  const points = Prisma.sql`CAST(${award.points} AS DECIMAL(65,30))`;
  return Prisma.sql`
    WITH program AS (SELECT p."id" ${defaultProgramFrom(award.orgId)}),
    held AS (${liveRegistrationLockSql(award.orgId, award.customerId)} RETURNING 1),
    lot AS (
      INSERT INTO "PointsLot" ${LOT_COLUMNS}
      SELECT CAST(${award.orgId} AS INTEGER), CAST(${award.customerId} AS INTEGER), program."id", ${points}, ${points},
        CAST(${award.pointsType} AS TEXT), CAST(${award.expiryType} AS TEXT), CAST(${award.expiresAt} AS TIMESTAMP(3)),
        CAST(${new Date()} AS TIMESTAMP(3)), CAST(${award.requestId} AS INTEGER), TRUE
      FROM program, held WHERE ${points} > 0)
    SELECT (SELECT "id" FROM program) AS "programId", (SELECT count(*) FROM held) AS "held"`;
}

/**
 * Issues one coupon of the organization's series (checked by the caller) to the customer, inside the
 * approval, after it locked the customer.
 */
export async function issueGoodwillCoupon(tx: Tx, target: GoodwillTarget, seriesId: number) {
  const coupon = await tx.coupon.create({
    data: {
      orgId: target.orgId,
      seriesId,
      customerId: target.customerId,
      requestId: target.requestId,
      code: `${seriesId}-${randomBytes(6).toString("hex").toUpperCase()}`,
    },
    select: { code: true },
  });
  return { approvedValue: String(seriesId), assocId: String(target.customerId), couponCode: coupon.code };
}
