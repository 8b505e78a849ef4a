import { Prisma } from "./generated/sqlite/client.ts";
import { liveCustomerIdSql, type StoredIdentifier } from "./live-customer-sql.ts";
import { scalarSql } from "./scalar-column.ts";

// Points fragments that the points store and the goodwill approval's one-statement credit (PostgreSQL)
// both write. Only store modules import this.

/** The columns a lot's insert sets, in the order of its values. */
export const LOT_COLUMNS = Prisma.raw(
  `("orgId", "customerId", "programId", "points", "remaining", "pointsType", "expiryType", "expiresAt", "awardedAt", "requestId", "open")`,
);

/** The organization joined to its default program (alias p), to select the program's columns from. */
export const defaultProgramFrom = (orgId: number): Prisma.Sql => Prisma.sql`
    FROM "Organization" o JOIN "Program" p ON p."id" = o."defaultProgramId" AND p."orgId" = o."id"
    WHERE o."id" = ${orgId}`;

/** Which lots an expiry schedule sums: a customer's open lots in a window, of one program, the default or all. */
export interface ExpiryGroupsQuery {
  orgId: number;
  /** The customer's id, or the identifier naming it (read in the same statement). */
  customer: number | StoredIdentifier;
  /** undefined: every program; null: the organization's default program. */
  programId: number | null | undefined;
  start: Date | null;
  until: Date;
  now: Date;
}

/**
 * The customer's open lots in the window summed per program, type and expiry instant: one raw aggregate
 * on the (customerId, open, expiresAt) index (the ORM's planned groupBy cost more than the query).
 */
export function expiryGroupsSql(query: ExpiryGroupsQuery): Prisma.Sql {
  const { orgId } = query;
  const customer =
    typeof query.customer === "number"
      ? Prisma.sql`${query.customer}`
      : scalarSql(liveCustomerIdSql(orgId, query.customer));
  const program =
    query.programId === undefined
      ? Prisma.empty
      : Prisma.sql`AND "programId" = ${query.programId ?? Prisma.sql`(SELECT "defaultProgramId" FROM "Organization" WHERE "id" = ${orgId})`}`;
  return Prisma.sql`
    SELECT "programId", "pointsType", "expiryType", "expiresAt", SUM("remaining") AS "remaining"
    FROM "PointsLot"
    WHERE "customerId" = ${customer} AND "open" = ${true}
      AND ${query.start ? Prisma.sql`"expiresAt" >= ${query.start}` : Prisma.sql`"expiresAt" > ${query.now}`}
      AND "expiresAt" < ${query.until} AND "orgId" = ${orgId} AND "remaining" > 0 ${program}
    GROUP BY "programId", "pointsType", "expiryType", "expiresAt"`;
}
