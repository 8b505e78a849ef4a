import { Prisma } from "./generated/sqlite/client.ts";
import { intOrNull, type RawValue } from "./codecs.ts";

/**
 * A column "scalar" holding the first column of a statement's first row (NULL without a statement or a
 * row), to read that value beside a row of other data in one round trip: on PostgreSQL each round trip of
 * a hot call costs more than the read.
 */
export const scalarColumn = (statement: Prisma.Sql | null): Prisma.Sql =>
  statement ? Prisma.sql`${scalarSql(statement)} AS "scalar"` : Prisma.sql`NULL AS "scalar"`;

/** The statement as a scalar subquery, for use in another statement's expressions as well. */
export const scalarSql = (statement: Prisma.Sql): Prisma.Sql => Prisma.sql`(${statement} LIMIT 1)`;

export interface ScalarColumn {
  scalar: RawValue;
}

/** The integer a scalarColumn read, or null. */
export const scalarValue = (row: ScalarColumn): number | null => intOrNull(row.scalar);
