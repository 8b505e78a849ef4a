import "server-only";
import { sqlDialect } from "../../db/dialect.ts";
import { int, type RawValue } from "../../db/codecs.ts";
import { liveRegistrationLockSql } from "../../db/live-customer-sql.ts";
import { defaultProgramFrom, LOT_COLUMNS } from "../../db/points-lot-sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlRows } from "../../db/sql.ts";
import type { AnyTx } from "../../db/transaction-types.ts";
import { customerNotFound, noDefaultProgram } from "../../errors/catalogue.ts";
import { awardPoints, getDefaultProgram, type PointsAward } from "../../points/store/award-points.ts";
import { lockRequestCustomer } from "./lock-request-customer.ts";

/** A goodwill credit: the award without its program, which is the organization's default. */
export type GoodwillAward = Omit<PointsAward, "programId">;

/**
 * Takes the approval's lock on the customer (lockRequestCustomer's) and credits the award to the
 * organization's default program. A missing default program (9062) is refused before a customer merged
 * away (8015). On PostgreSQL the program's read, the lock and the lot's insert are one data-modifying
 * statement: each round trip there costs more than the writes, and this one is taken while the approval
 * holds its locks.
 */
export async function lockAndCreditGoodwillPoints(tx: AnyTx, award: GoodwillAward): Promise<void> {
  if (sqlDialect(tx) === "postgresql") {
    const [row] = await sqlRows<{ programId: RawValue; held: RawValue }>(tx, lockAndAwardSql(award));
    if (row.programId === null) throw noDefaultProgram();
    if (int(row.held) !== 1) throw customerNotFound();
    return;
  }
  const program = await getDefaultProgram(tx, award.orgId);
  if (!program) throw noDefaultProgram();
  await lockRequestCustomer(tx, award.orgId, award.customerId);
  await awardPoints(tx, { ...award, programId: program.id });
}

/** PostgreSQL: the default program, the lock (a no-op update of the live registration) and the insert. */
function lockAndAwardSql(award: GoodwillAward): Prisma.Sql {
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
