import { Prisma } from "./generated/sqlite/client.ts";

/**
 * A page's LIMIT and OFFSET. The limit is written into the text (a validated integer, one of few values)
 * and the offset left out of the first page: with either as a parameter PostgreSQL's generic plan guesses a
 * tenth of the rows and never wins over planning each call, while the first page is the one called most.
 */
export function pageSql(limit: number, offset: number): Prisma.Sql {
  for (const value of [limit, offset])
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a page bound: ${value}`);
  return offset === 0 ? Prisma.raw(`LIMIT ${limit}`) : Prisma.sql`LIMIT ${Prisma.raw(String(limit))} OFFSET ${offset}`;
}
