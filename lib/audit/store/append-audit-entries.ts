import "server-only";
import { sqlDialect, sqlExecute, sqlRows } from "../../db/sql.ts";
import type { Tx } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { canonicalAround, GENESIS_HASH, type HashedFields } from "../audit-hash.ts";
import type { AuditKey } from "../audit-key.ts";

// The audit chain's statements: its head's claim and advance, and the entries' inserts.

/** Claims the organization's chain head (creating it at the genesis), locked until the commit on PostgreSQL. */
export async function claimChainHead(tx: Tx, orgId: number): Promise<{ seq: number; hash: string }> {
  const [head] = await sqlRows<{ seq: number | bigint; hash: string }>(
    tx,
    Prisma.sql`
    INSERT INTO "AuditChainHead" ("orgId", "seq", "hash") VALUES (${orgId}, 0, ${GENESIS_HASH})
    ON CONFLICT ("orgId") DO UPDATE SET "seq" = "AuditChainHead"."seq"
    RETURNING "seq", "hash"`,
  );
  return { seq: Number(head.seq), hash: head.hash };
}

/** Inserts entries already chained, then moves the organization's head to the last of them. */
export async function insertChainedRows(tx: Tx, orgId: number, rows: readonly ChainedRow[]): Promise<void> {
  const last = rows[rows.length - 1];
  const advanceHead = Prisma.sql`
    UPDATE "AuditChainHead" SET "seq" = ${last.seq}, "hash" = ${last.hash} WHERE "orgId" = ${orgId}`;
  const together = sqlDialect(tx) === "postgresql";
  // On PostgreSQL the last chunk and the head's advance are one statement: one round trip less while the
  // head's row lock makes the organization's other writers wait.
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const insert = insertRows(rows.slice(i, i + INSERT_CHUNK));
    const lastChunk = i + INSERT_CHUNK >= rows.length;
    await sqlExecute(tx, together && lastChunk ? Prisma.sql`WITH entries AS (${insert}) ${advanceHead}` : insert);
  }
  if (!together) await sqlExecute(tx, advanceHead);
}

/** An entry's fields before its place in the chain (seq, prevHash, hash) is known. */
export type Entry = Omit<HashedFields, "seq" | "prevHash">;

// The few entries of one change (a decision writes one to three).
export const CHAINED_IN_ONE_STATEMENT = 4;

/**
 * PostgreSQL: locks the organization's chain head, appends the entries hashed by the database, and advances
 * the head, in one statement, so the organization's other writers wait for one round trip and the commit
 * instead of three. Each hash is auditHash's: its canonical text around the head's two values
 * (canonicalAround), with the position's digits and the previous hash (hex digits, which JSON quotes
 * and nothing else) put in by the database. HMAC is sha256(outer pad || sha256(inner pad || text)): the
 * key's pads are parameters, so the database needs no extension. False when the organization has no head
 * yet: the caller's path creates it.
 */
export async function appendInOneStatement(tx: Tx, orgId: number, entries: Entry[], key: AuditKey): Promise<boolean> {
  const steps = entries.map((entry, i) => {
    const from = i === 0 ? "h" : `e${i}`;
    const { before, between } = canonicalAround(entry);
    const column = (name: string) => Prisma.raw(`${from}."${name}"`);
    return Prisma.sql`${Prisma.raw(`e${i + 1}`)} AS (
      SELECT ${column("seq")} + 1 AS "seq", ${column("hash")} AS "prevHash", ${column("opad")} AS "opad",
        ${column("ipad")} AS "ipad", encode(sha256(${column("opad")} || sha256(${column("ipad")}
          || convert_to(CAST(${before} AS TEXT) || CAST(${column("seq")} + 1 AS TEXT) || CAST(${between} AS TEXT)
          || '"' || ${column("hash")} || '"]', 'UTF8'))), 'hex') AS "hash"
      FROM ${Prisma.raw(from)})`;
  });
  const inserts = entries.map(
    (entry, i) => Prisma.sql`
      SELECT CAST(${orgId} AS INTEGER), e."seq", CAST(${entry.at} AS TIMESTAMP(3)), CAST(${entry.actorId} AS INTEGER),
        CAST(${entry.actorName} AS TEXT), CAST(${entry.actorKind} AS TEXT), CAST(${entry.requestId} AS TEXT),
        CAST(${entry.entity} AS TEXT), CAST(${entry.entityId} AS TEXT), CAST(${entry.action} AS TEXT),
        CAST(${entry.changes} AS TEXT), e."prevHash", e."hash", CAST(${key.id} AS TEXT)
      FROM ${Prisma.raw(`e${i + 1}`)} e`,
  );
  const last = Prisma.raw(`e${entries.length}`);
  const advanced = await sqlExecute(
    tx,
    Prisma.sql`
    WITH h AS (
      SELECT "seq", "hash", CAST(${key.outerPad} AS BYTEA) AS "opad", CAST(${key.innerPad} AS BYTEA) AS "ipad"
      FROM "AuditChainHead" WHERE "orgId" = ${orgId} FOR UPDATE),
    ${Prisma.join(steps, ",\n    ")},
    entries AS (INSERT INTO "AuditEntry" (${columnList}) ${Prisma.join(inserts, " UNION ALL ")})
    UPDATE "AuditChainHead" SET "seq" = ${last}."seq", "hash" = ${last}."hash" FROM ${last}
    WHERE "AuditChainHead"."orgId" = ${orgId}`,
  );
  return advanced === 1;
}

// A 10,000-product batch writes 10,000 entries: one multi-row INSERT per chunk costs a fraction of
// Prisma's createMany here (as for the products themselves, lib/products/upsert-product-rows.ts).
const INSERT_CHUNK = 500;
const COLUMNS = [
  "orgId",
  "seq",
  "at",
  "actorId",
  "actorName",
  "actorKind",
  "requestId",
  "entity",
  "entityId",
  "action",
  "changes",
  "prevHash",
  "hash",
  "keyId",
] as const;
const columnList = Prisma.join(COLUMNS.map((name) => Prisma.raw(`"${name}"`)));

type ChainedRow = Record<(typeof COLUMNS)[number], unknown>;

function insertRows(rows: readonly ChainedRow[]) {
  const values = rows.map((row) => Prisma.sql`(${Prisma.join(COLUMNS.map((name) => row[name]))})`);
  return Prisma.sql`INSERT INTO "AuditEntry" (${columnList}) VALUES ${Prisma.join(values)}`;
}
