import { Prisma } from "./generated/sqlite/client.ts";

/** Page sizes written into a statement's text: the defaults and the sizes clients commonly ask for. */
const PLANNED_SIZES = new Set([10, 20, 25, 50, 100, 200]);

/**
 * A page's LIMIT and OFFSET. A common page size is written into the text and the offset left out of the
 * first page: with either as a parameter PostgreSQL's generic plan guesses a tenth of the rows and never wins
 * over planning each call, while the first page is the one called most. Other sizes stay parameters, so a
 * client stepping through every size cannot make a prepared statement of each (lib/db/pg-direct.ts).
 */
export function pageSql(limit: number, offset: number): Prisma.Sql {
  for (const value of [limit, offset])
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a page bound: ${value}`);
  const size = PLANNED_SIZES.has(limit) ? Prisma.raw(`LIMIT ${limit}`) : Prisma.sql`LIMIT ${limit}`;
  return offset === 0 ? size : Prisma.sql`${size} OFFSET ${offset}`;
}
