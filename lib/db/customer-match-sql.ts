import "server-only";
import { type SqlDialect, sqlDialect } from "./dialect.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import type { SqlClient } from "./transaction-types.ts";
import { containsPattern } from "./like-pattern.ts";

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

export interface CustomerMatchScope {
  /** At most this many customers, the best: each way of matching is read in this order and left here. */
  cut: number;
  /** Only customers live in the organization (not merged away); otherwise any registered there. */
  liveOnly: boolean;
}

/**
 * The organization's best `cut` matching customers, one row each ("customerId", "matchRank", "matchKey"),
 * in orderMatches' order: an identifier equal to an exact value (by customer id); then a name, last
 * name or identifier value starting with the text, alphabetically by the lower-cased value that matched
 * (then customer id); then one containing it (by customer id). Every way of matching is an index read in
 * that order, stopped at `cut`, and fragments are read only when the better ranks leave room: so the cost
 * follows the page, not how many customers match. The exception is PostgreSQL's fragments (its trigram
 * index has no order): they read every match when they are read at all. Only store modules import this.
 */
export function customerMatchesSql(
  client: SqlClient,
  orgId: number,
  match: CustomerMatchText,
  scope: CustomerMatchScope,
): Prisma.Sql {
  const dialect = sqlDialect(client);
  const cut = Math.max(1, Math.trunc(scope.cut));
  const limit = Prisma.raw(`LIMIT ${cut}`);
  const inOrg = (customerId: Prisma.Sql) => Prisma.sql`EXISTS (SELECT 1 FROM "CustomerRegistration" reg
    WHERE reg."customerId" = ${customerId} AND reg."orgId" = ${orgId}${scope.liveOnly ? Prisma.sql` AND reg."mergedIntoId" IS NULL` : Prisma.empty})`;
  const ranked = [
    ...exactBranch(orgId, match, inOrg, scope.liveOnly),
    ...(match.matchesFragments ? prefixBranches(dialect, orgId, match, inOrg, scope.liveOnly, limit) : []),
  ];
  const roomLeft = Prisma.sql`(SELECT COUNT(DISTINCT r."customerId") FROM "ranked" r) < ${Prisma.raw(String(cut))}`;
  const fragments: FragmentSearch = match.matchesFragments
    ? FRAGMENTS[dialect](orgId, match, inOrg, roomLeft, Prisma.raw(String(cut)))
    : { with: [], branches: [] };
  if (!ranked.length && !fragments.branches.length) return NOTHING;
  const rankedSql = ranked.length ? Prisma.join(ranked, " UNION ALL ") : NOTHING;
  const named = Prisma.join([Prisma.sql`"ranked" AS (${rankedSql})`, ...fragments.with], ", ");
  const all = Prisma.join([Prisma.sql`SELECT * FROM "ranked"`, ...fragments.branches], " UNION ALL ");
  return Prisma.sql`SELECT * FROM (WITH ${named}
    SELECT g.* FROM (SELECT m."customerId" AS "customerId", MIN(m."matchRank") AS "matchRank",
        CASE WHEN MIN(m."matchRank") = ${rank("prefix")}
          THEN MIN(CASE WHEN m."matchRank" = ${rank("prefix")} THEN m."matchKey" END) ELSE '' END AS "matchKey"
      FROM (${all}) m GROUP BY m."customerId") g
    ORDER BY ${orderMatches(client, "g.")} ${limit}) AS "matches"`;
}

/**
 * The order of customerMatchesSql's rows, for the statements that read them (qualified by `alias`, e.g.
 * `h.`): the byte order of the lower-cased value on both databases, as the prefix indexes keep it.
 */
export function orderMatches(client: SqlClient, alias: string): Prisma.Sql {
  const key = sqlDialect(client) === "postgresql" ? `${alias}"matchKey" COLLATE "C"` : `${alias}"matchKey"`;
  return Prisma.raw(`${alias}"matchRank", ${key}, ${alias}"customerId"`);
}

// Nothing to look for: a statement with no rows keeps the callers' SQL one shape.
const NOTHING = Prisma.sql`SELECT 0 AS "customerId", 0 AS "matchRank", '' AS "matchKey" WHERE 1 = 0`;

type InOrg = (customerId: Prisma.Sql) => Prisma.Sql;

const rank = (name: keyof typeof MATCH_RANK) => Prisma.raw(String(MATCH_RANK[name]));

/** Identifiers equal to a typed value: the unique (orgId, type, value) index, a few rows. */
function exactBranch(orgId: number, match: CustomerMatchText, inOrg: InOrg, liveOnly: boolean): Prisma.Sql[] {
  if (!match.exactValues.length) return [];
  return [
    Prisma.sql`SELECT i."customerId" AS "customerId", ${rank("exact")} AS "matchRank", '' AS "matchKey"
      FROM "CustomerIdentifier" i
      WHERE i."orgId" = ${orgId} AND i."type" IN (${Prisma.join([...match.identifierTypes])})
        AND i."value" IN (${Prisma.join([...match.exactValues])})${liveOnly ? Prisma.sql` AND ${inOrg(Prisma.sql`i."customerId"`)}` : Prisma.empty}`,
  ];
}

/**
 * Values starting with the text: a range [text, text + U+10FFFF) of an index on the lower-cased value, read
 * in the index's order and cut. Identifiers one type at a time, so each range is one index's order.
 */
function prefixBranches(
  dialect: SqlDialect,
  orgId: number,
  match: CustomerMatchText,
  inOrg: InOrg,
  liveOnly: boolean,
  limit: Prisma.Sql,
): Prisma.Sql[] {
  // PostgreSQL's indexes hold the value in byte order ("C"); SQLite compares bytes anyway. The typed text is
  // lower-cased by the database too, so both sides fold alike (JavaScript's folding differs outside ASCII).
  const collated = (sql: Prisma.Sql) => (dialect === "postgresql" ? Prisma.sql`(${sql} COLLATE "C")` : sql);
  const key = (value: string) => collated(Prisma.raw(`lower(${value})`));
  const typed = Prisma.sql`lower(CAST(${match.text} AS TEXT))`;
  const low = collated(typed);
  const high = collated(Prisma.sql`${typed} || ${"\u{10FFFF}"}`);
  const range = (value: string) => Prisma.sql`${key(value)} >= ${low} AND ${key(value)} < ${high}`;
  const cutOf = (select: Prisma.Sql) => Prisma.sql`SELECT * FROM (${select} ${limit}) AS cut`;
  const names = [`c."firstName" || ' ' || c."lastName"`, `c."lastName"`].map((value) =>
    cutOf(Prisma.sql`SELECT c."id" AS "customerId", ${rank("prefix")} AS "matchRank", ${key(value)} AS "matchKey"
      FROM "Customer" c WHERE ${range(value)} AND ${inOrg(Prisma.sql`c."id"`)}
      ORDER BY ${key(value)}, c."id"`),
  );
  const identifiers = match.identifierTypes.map((type) =>
    cutOf(Prisma.sql`SELECT i."customerId" AS "customerId", ${rank("prefix")} AS "matchRank", ${key(`i."value"`)} AS "matchKey"
      FROM "CustomerIdentifier" i
      WHERE i."orgId" = ${orgId} AND i."type" = ${type} AND ${range(`i."value"`)}${liveOnly ? Prisma.sql` AND ${inOrg(Prisma.sql`i."customerId"`)}` : Prisma.empty}
      ORDER BY ${key(`i."value"`)}, i."customerId"`),
  );
  return [...names, ...identifiers];
}

/** How many rows PostgreSQL's fragment search walks in customer order before it reads a trigram index. */
const PROBE_ROWS = 2000;

/** A way of matching fragments: named statements it reads (WITH) and its branches. */
interface FragmentSearch {
  with: Prisma.Sql[];
  branches: Prisma.Sql[];
}

const FRAGMENTS: Record<
  SqlDialect,
  (orgId: number, match: CustomerMatchText, inOrg: InOrg, roomLeft: Prisma.Sql, cut: Prisma.Sql) => FragmentSearch
> = {
  // FTS5's trigram MATCH of a quoted phrase finds the text anywhere in the value, ignoring case. Both indexes
  // hand their rows in customer order (the names' rowid is the customer id; the identifiers' is the customer
  // id above the identifier id), so each is read until `cut` customers and left. CROSS JOIN keeps the index
  // the outer loop: SQLite would otherwise walk the organization's identifiers and probe the index for each.
  // The page's room is the LIMIT: SQLite tests a subquery in WHERE on every row the index hands, but reads
  // no row under LIMIT 0.
  sqlite: (orgId, match, inOrg, roomLeft, cut) => {
    const phrase = `"${match.text.replaceAll('"', '""')}"`;
    const customerOf = Prisma.sql`("CustomerIdentifierSearch".rowid >> 32)`;
    const limit = Prisma.sql`LIMIT (CASE WHEN ${roomLeft} THEN ${cut} ELSE 0 END)`;
    return {
      with: [],
      branches: [
        Prisma.sql`SELECT * FROM (SELECT "CustomerNameSearch".rowid AS "customerId", ${rank("fragment")} AS "matchRank", '' AS "matchKey"
        FROM "CustomerNameSearch" WHERE "CustomerNameSearch" MATCH ${phrase}
          AND ${inOrg(Prisma.sql`"CustomerNameSearch".rowid`)}
        ORDER BY "CustomerNameSearch".rowid ${limit}) AS cut`,
        Prisma.sql`SELECT * FROM (SELECT DISTINCT ${customerOf} AS "customerId", ${rank("fragment")} AS "matchRank", '' AS "matchKey"
        FROM "CustomerIdentifierSearch" CROSS JOIN "CustomerIdentifier" i
        WHERE "CustomerIdentifierSearch" MATCH ${phrase}
          AND i."id" = ("CustomerIdentifierSearch".rowid & 4294967295)
          AND i."orgId" = ${orgId} AND i."type" IN (${Prisma.join([...match.identifierTypes])})
          AND ${inOrg(Prisma.sql`i."customerId"`)}
        ORDER BY "CustomerIdentifierSearch".rowid ${limit}) AS cut`,
      ],
    };
  },
  // pg_trgm's GIN indexes serve ILIKE on the indexed value and on the indexed "first last" expression, in no
  // order. So first a walk of the first rows in customer order (PROBE_ROWS): when it finds `cut` customers,
  // they are the first `cut` of all, which is what a text many customers share ends with; only otherwise
  // are the trigram indexes read, every match, and the first `cut` by customer kept. OFFSET 0 keeps the
  // organization's condition outside: given both, the planner prices the (orgId, ...) index below the
  // trigram one and reads every identifier of a large organization. roomLeft's InitPlan skips it all when
  // the page is full.
  postgresql: (orgId, match, inOrg, roomLeft, cut) => {
    const contains = Prisma.sql`CAST(${containsPattern(match.text)} AS TEXT)`;
    const types = Prisma.join([...match.identifierTypes]);
    const limit = Prisma.sql`LIMIT ${cut}`;
    const probeRows = Prisma.raw(String(PROBE_ROWS));
    const fragment = Prisma.sql`${rank("fragment")} AS "matchRank", '' AS "matchKey"`;
    const probeFull = (probe: string) => Prisma.sql`(SELECT COUNT(*) FROM "${Prisma.raw(probe)}") >= ${cut}`;
    return {
      with: [
        Prisma.sql`"nameProbe" AS (SELECT w."id" AS "customerId"
          FROM (SELECT "id", "firstName", "lastName" FROM "Customer" ORDER BY "id" LIMIT ${probeRows}) w
          WHERE ${roomLeft} AND (w."firstName" || ' ' || w."lastName") ILIKE ${contains} AND ${inOrg(Prisma.sql`w."id"`)}
          ORDER BY w."id" ${limit})`,
        Prisma.sql`"identifierProbe" AS (SELECT DISTINCT w."customerId" AS "customerId"
          FROM (SELECT "customerId", "type", "value" FROM "CustomerIdentifier" WHERE "orgId" = ${orgId}
                ORDER BY "customerId" LIMIT ${probeRows}) w
          WHERE ${roomLeft} AND w."type" IN (${types}) AND w."value" ILIKE ${contains} AND ${inOrg(Prisma.sql`w."customerId"`)}
          ORDER BY w."customerId" ${limit})`,
      ],
      branches: [
        Prisma.sql`SELECT p."customerId" AS "customerId", ${fragment} FROM "nameProbe" p`,
        Prisma.sql`SELECT p."customerId" AS "customerId", ${fragment} FROM "identifierProbe" p`,
        Prisma.sql`SELECT * FROM (SELECT DISTINCT c."id" AS "customerId", ${fragment}
          FROM (SELECT "id" FROM "Customer" WHERE ("firstName" || ' ' || "lastName") ILIKE ${contains} OFFSET 0) c
          WHERE ${roomLeft} AND NOT ${probeFull("nameProbe")} AND ${inOrg(Prisma.sql`c."id"`)}
          ORDER BY c."id" ${limit}) AS cut`,
        Prisma.sql`SELECT * FROM (SELECT DISTINCT i."customerId" AS "customerId", ${fragment}
          FROM (SELECT "customerId", "orgId", "type" FROM "CustomerIdentifier" WHERE "value" ILIKE ${contains} OFFSET 0) i
          WHERE ${roomLeft} AND NOT ${probeFull("identifierProbe")} AND i."orgId" = ${orgId} AND i."type" IN (${types})
            AND ${inOrg(Prisma.sql`i."customerId"`)}
          ORDER BY i."customerId" ${limit}) AS cut`,
      ],
    };
  },
};
