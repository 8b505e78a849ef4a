import "server-only";
import { db } from "./client.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { containsPattern, prefixPattern } from "./like-pattern.ts";
import { sqlDialect } from "./sql.ts";
import { IDENTIFIER_TYPES, MIN_SEARCH_LENGTH } from "../customers/schemas.ts";

// The customer search's matching, which the customers' and the requests' stores each run inside their own
// statement (one statement, no id lists): the stores share it through lib/db, not through each other.

/** How well a customer matched: lower is better. */
export const MATCH_RANK = { exact: 0, prefix: 1, fragment: 2 } as const;

export interface CustomerMatchText {
  /** What was typed, trimmed: matched as a prefix or fragment of a name or identifier value. */
  text: string;
  /** Values an identifier of the organization must equal to match exactly. */
  exactValues: readonly string[];
}

const TYPES = Prisma.join([...IDENTIFIER_TYPES]);

/**
 * The customers (any merge state) that match the text in one organization, as rows ("customerId",
 * "matchRank"), one per way they matched: an identifier of the organization equal to an exact value (the
 * unique (orgId, type, value) index), or a name or identifier value of the organization starting with or
 * containing the text (the trigram indexes: FTS5 on SQLite, pg_trgm on PostgreSQL). Only store modules
 * import this.
 */
export function customerMatchesSql(orgId: number, { text, exactValues }: CustomerMatchText): Prisma.Sql {
  const exact = exactValues.length
    ? [
        Prisma.sql`SELECT i."customerId" AS "customerId", ${Prisma.raw(String(MATCH_RANK.exact))} AS "matchRank" FROM "CustomerIdentifier" i
          WHERE i."orgId" = ${orgId} AND i."type" IN (${TYPES}) AND i."value" IN (${Prisma.join([...exactValues])})`,
      ]
    : [];
  // Shorter text than the trigram indexes hold is looked for exactly only.
  const pieces = [...text].length >= MIN_SEARCH_LENGTH ? FRAGMENTS[sqlDialect(db)](orgId, text) : [];
  const parts = [...exact, ...pieces];
  // Nothing to look for: a statement with no rows keeps the callers' SQL one shape.
  if (parts.length === 0) return Prisma.sql`SELECT 0 AS "customerId", 0 AS "matchRank" WHERE 1 = 0`;
  return Prisma.join(parts, " UNION ALL ");
}

// Written into the text, not bound: an untyped parameter would make PostgreSQL read the rank as text.
const rankOf = (startsWith: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${startsWith} THEN ${Prisma.raw(String(MATCH_RANK.prefix))} ELSE ${Prisma.raw(String(MATCH_RANK.fragment))} END`;

const FRAGMENTS = {
  // FTS5's trigram MATCH of a quoted phrase finds the text anywhere in the value, ignoring case, from the
  // index; the prefix test then runs on the matched rows only. CROSS JOIN keeps the index the outer loop:
  // SQLite would otherwise walk every identifier of the organization and probe the index for each.
  sqlite: (orgId: number, text: string) => {
    const phrase = `"${text.replaceAll('"', '""')}"`;
    const prefix = prefixPattern(text);
    return [
      Prisma.sql`SELECT i."customerId" AS "customerId", ${rankOf(Prisma.sql`i."value" LIKE ${prefix} ESCAPE '\\'`)} AS "matchRank"
        FROM "CustomerIdentifierSearch" CROSS JOIN "CustomerIdentifier" i
        WHERE "CustomerIdentifierSearch" MATCH ${phrase} AND i."id" = "CustomerIdentifierSearch".rowid
          AND i."orgId" = ${orgId} AND i."type" IN (${TYPES})`,
      Prisma.sql`SELECT "CustomerNameSearch".rowid AS "customerId",
          ${rankOf(Prisma.sql`"name" LIKE ${prefix} ESCAPE '\\' OR "lastName" LIKE ${prefix} ESCAPE '\\'`)} AS "matchRank"
        FROM "CustomerNameSearch" WHERE "CustomerNameSearch" MATCH ${phrase}`,
    ];
  },
  // pg_trgm's GIN indexes serve ILIKE on the indexed value and on the indexed "first last" expression.
  // OFFSET 0 keeps the organization's condition outside: given both, the planner prices the (orgId, ...)
  // index below the trigram one and reads every identifier of a large organization.
  postgresql: (orgId: number, text: string) => {
    const contains = containsPattern(text);
    const prefix = prefixPattern(text);
    const name = Prisma.sql`(c."firstName" || ' ' || c."lastName")`;
    return [
      Prisma.sql`SELECT i."customerId" AS "customerId", ${rankOf(Prisma.sql`i."value" ILIKE CAST(${prefix} AS TEXT)`)} AS "matchRank"
        FROM (SELECT "customerId", "value", "orgId", "type" FROM "CustomerIdentifier"
              WHERE "value" ILIKE CAST(${contains} AS TEXT) OFFSET 0) i
        WHERE i."orgId" = ${orgId} AND i."type" IN (${TYPES})`,
      Prisma.sql`SELECT c."id" AS "customerId",
          ${rankOf(Prisma.sql`${name} ILIKE CAST(${prefix} AS TEXT) OR c."lastName" ILIKE CAST(${prefix} AS TEXT)`)} AS "matchRank"
        FROM "Customer" c WHERE ${name} ILIKE CAST(${contains} AS TEXT)`,
    ];
  },
};
