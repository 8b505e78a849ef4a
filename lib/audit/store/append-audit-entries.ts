import "server-only";
import type { AnyTx } from "../../db/transaction-types.ts";
import { type RawValue, int } from "../../db/codecs.ts";
import { sqlDialect } from "../../db/dialect.ts";
import { sqlExecute, sqlRows } from "../../db/sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { GENESIS_HASH, type HashedFields } from "../audit-hash.ts";

// The audit chain's statements: its head's claim and advance, and the entries' inserts.

/** Claims the organization's chain head (creating it at the genesis), locked until the commit on PostgreSQL. */
export async function claimChainHead(tx: AnyTx, orgId: number): Promise<{ seq: number; hash: string }> {
  const [head] = await sqlRows<{ seq: RawValue; hash: string }>(
    tx,
    Prisma.sql`
    INSERT INTO "AuditChainHead" ("orgId", "seq", "hash") VALUES (${orgId}, 0, ${GENESIS_HASH})
    ON CONFLICT ("orgId") DO UPDATE SET "seq" = "AuditChainHead"."seq"
    RETURNING "seq", "hash"`,
  );
  return { seq: int(head.seq), hash: head.hash };
}

/** Inserts entries already chained, then moves the organization's head to the last of them. */
export async function insertChainedRows(tx: AnyTx, orgId: number, rows: readonly ChainedRow[]): Promise<void> {
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
