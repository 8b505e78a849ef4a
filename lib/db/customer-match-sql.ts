import "server-only";
import { db } from "./client.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { containsPattern, prefixPattern } from "./like-pattern.ts";
import { sqlDialect } from "./sql.ts";

// The customer search's matching, which the customers' and the requests' stores each run inside their own
// statement (one statement, no id lists): the stores share it through lib/db, not through each other.

/** How well a customer matched: lower is better. */
export const MATCH_RANK = { exact: 0, prefix: 1, fragment: 2 } as const;

export interface CustomerMatchText {
  /** What was typed, trimmed: matched as a prefix or fragment of a name or identifier value. */
  text: string;
  /** Values an identifier of the organization must equal to match exactly. */
  exactValues: readonly string[];
  /** The identifier types a search looks at. */
  identifierTypes: readonly string[];
  /** Whether the text is long enough for the trigram indexes; shorter text is looked for exactly only. */
  matchesFragments: boolean;
}

/** One way of matching: its statement (ending in its WHERE) and the customer it names. */
interface MatchBranch {
  select: Prisma.Sql;
  customerId: Prisma.Sql;
  /**
   * Where the index hands its rows in customer id order, the test of a prefix match: the branch is then cut
   * once for prefixes and once for all its matches, each read in that order and left early. Otherwise
   * (null) its rows are sorted by rank and customer before the cut.
   */
  inIdOrder: { startsWith: Prisma.Sql } | null;
}

/**
 * The customers (any merge state) that match the text in one organization, as rows ("customerId",
 * "matchRank"), one per way they matched: an identifier of the organization equal to an exact value (the
 * unique (orgId, type, value) index), or a name or identifier value of the organization starting with or
 * containing the text (the trigram indexes: FTS5 on SQLite, pg_trgm on PostgreSQL). Only store modules
 * import this.
 */
export function customerMatchesSql(orgId: number, match: CustomerMatchText): Prisma.Sql {
  const parts = branchesOf(orgId, match).map((branch) => branch.select);
  return parts.length ? Prisma.join(parts, " UNION ALL ") : NOTHING;
}

/**
 * The organization's live customers (registered, not merged away) that match, at most `cut` of each way
 * of matching, best rank then lowest id first, one row a customer: enough for any page ending at `cut` of
 * the matches in that order, since a customer left out of one way has `cut` others before it there. On SQLite names are read
 * in id order and left early, so a name shared by a million customers costs what one shared by `cut` does;
 * other ways sort their matches (a top-`cut` sort, not the whole set's).
 */
export function liveCustomerMatchesSql(orgId: number, match: CustomerMatchText, cut: number): Prisma.Sql {
  const live = (customerId: Prisma.Sql) => Prisma.sql`EXISTS (SELECT 1 FROM "CustomerRegistration" reg
    WHERE reg."customerId" = ${customerId} AND reg."orgId" = ${orgId} AND reg."mergedIntoId" IS NULL)`;
  const limit = Prisma.raw(`LIMIT ${Math.trunc(cut)}`);
  const cutOf = (select: Prisma.Sql, order: Prisma.Sql) =>
    Prisma.sql`SELECT * FROM (${select} ORDER BY ${order} ${limit}) AS cut`;
  // One row a customer before the cut: a customer with several matching identifiers must not take the
  // places of the customers after it.
  const perCustomer = (matches: Prisma.Sql) =>
    Prisma.sql`SELECT m."customerId" AS "customerId", MIN(m."matchRank") AS "matchRank"
      FROM (${matches}) m GROUP BY m."customerId"`;
  const parts = branchesOf(orgId, match).flatMap(({ select, customerId, inIdOrder }) => {
    const matches = Prisma.sql`${select} AND ${live(customerId)}`;
    return inIdOrder
      ? [cutOf(Prisma.sql`${matches} AND (${inIdOrder.startsWith})`, customerId), cutOf(matches, customerId)]
      : [cutOf(perCustomer(matches), Prisma.sql`"matchRank", m."customerId"`)];
  });
  return parts.length ? Prisma.join(parts, " UNION ALL ") : NOTHING;
}

// Nothing to look for: a statement with no rows keeps the callers' SQL one shape.
const NOTHING = Prisma.sql`SELECT 0 AS "customerId", 0 AS "matchRank" WHERE 1 = 0`;

function branchesOf(
  orgId: number,
  { text, exactValues, identifierTypes, matchesFragments }: CustomerMatchText,
): MatchBranch[] {
  const types = Prisma.join([...identifierTypes]);
  const exact: MatchBranch[] = exactValues.length
    ? [
        {
          select: Prisma.sql`SELECT i."customerId" AS "customerId", ${Prisma.raw(String(MATCH_RANK.exact))} AS "matchRank"
            FROM "CustomerIdentifier" i
            WHERE i."orgId" = ${orgId} AND i."type" IN (${types}) AND i."value" IN (${Prisma.join([...exactValues])})`,
          customerId: Prisma.sql`i."customerId"`,
          inIdOrder: null,
        },
      ]
    : [];
  const pieces = matchesFragments ? FRAGMENTS[sqlDialect(db)](orgId, text, types) : [];
  return [...exact, ...pieces];
}

// Written into the text, not bound: an untyped parameter would make PostgreSQL read the rank as text.
const rankOf = (startsWith: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${startsWith} THEN ${Prisma.raw(String(MATCH_RANK.prefix))} ELSE ${Prisma.raw(String(MATCH_RANK.fragment))} END`;

const FRAGMENTS: Record<"sqlite" | "postgresql", (orgId: number, text: string, types: Prisma.Sql) => MatchBranch[]> = {
  // FTS5's trigram MATCH of a quoted phrase finds the text anywhere in the value, ignoring case, from the
  // index; the prefix test then runs on the matched rows only. CROSS JOIN keeps the index the outer loop:
  // SQLite would otherwise walk every identifier of the organization and probe the index for each. The
  // names' index hands its rows in customer id order (its rowid), so their cuts stop early.
  sqlite: (orgId, text, types) => {
    const phrase = `"${text.replaceAll('"', '""')}"`;
    const prefix = prefixPattern(text);
    const identifierStarts = Prisma.sql`i."value" LIKE ${prefix} ESCAPE '\\'`;
    const nameStarts = Prisma.sql`"name" LIKE ${prefix} ESCAPE '\\' OR "lastName" LIKE ${prefix} ESCAPE '\\'`;
    return [
      {
        select: Prisma.sql`SELECT i."customerId" AS "customerId", ${rankOf(identifierStarts)} AS "matchRank"
          FROM "CustomerIdentifierSearch" CROSS JOIN "CustomerIdentifier" i
          WHERE "CustomerIdentifierSearch" MATCH ${phrase} AND i."id" = "CustomerIdentifierSearch".rowid
            AND i."orgId" = ${orgId} AND i."type" IN (${types})`,
        customerId: Prisma.sql`i."customerId"`,
        inIdOrder: null,
      },
      {
        select: Prisma.sql`SELECT "CustomerNameSearch".rowid AS "customerId", ${rankOf(nameStarts)} AS "matchRank"
          FROM "CustomerNameSearch" WHERE "CustomerNameSearch" MATCH ${phrase}`,
        customerId: Prisma.sql`"CustomerNameSearch".rowid`,
        inIdOrder: { startsWith: nameStarts },
      },
    ];
  },
  // pg_trgm's GIN indexes serve ILIKE on the indexed value and on the indexed "first last" expression.
  // OFFSET 0 keeps the organization's condition outside: given both, the planner prices the (orgId, ...)
  // index below the trigram one and reads every identifier of a large organization.
  postgresql: (orgId, text, types) => {
    const contains = containsPattern(text);
    const prefix = prefixPattern(text);
    const name = Prisma.sql`(c."firstName" || ' ' || c."lastName")`;
    const identifierStarts = Prisma.sql`i."value" ILIKE CAST(${prefix} AS TEXT)`;
    const nameStarts = Prisma.sql`${name} ILIKE CAST(${prefix} AS TEXT) OR c."lastName" ILIKE CAST(${prefix} AS TEXT)`;
    return [
      {
        select: Prisma.sql`SELECT i."customerId" AS "customerId", ${rankOf(identifierStarts)} AS "matchRank"
          FROM (SELECT "customerId", "value", "orgId", "type" FROM "CustomerIdentifier"
                WHERE "value" ILIKE CAST(${contains} AS TEXT) OFFSET 0) i
          WHERE i."orgId" = ${orgId} AND i."type" IN (${types})`,
        customerId: Prisma.sql`i."customerId"`,
        inIdOrder: null,
      },
      {
        select: Prisma.sql`SELECT c."id" AS "customerId", ${rankOf(nameStarts)} AS "matchRank"
          FROM (SELECT "id", "firstName", "lastName" FROM "Customer" c
                WHERE ${name} ILIKE CAST(${contains} AS TEXT) OFFSET 0) c WHERE 1 = 1`,
        customerId: Prisma.sql`c."id"`,
        // In id order the planner would walk every customer's row for a text that matches few; OFFSET 0
        // keeps the trigram read apart from the registration check and the cut, as for the identifiers.
        inIdOrder: null,
      },
    ];
  },
};
