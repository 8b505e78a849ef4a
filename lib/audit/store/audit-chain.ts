import "server-only";
import type { AnyTx } from "../../db/transaction-types.ts";
import { type RawValue, int } from "../../db/codecs.ts";
import { sqlDialect } from "../../db/dialect.ts";
import { sqlExecute, sqlRows } from "../../db/sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import type { AuditActor, AuditEntity } from "../audit-actor.ts";
import { diffFields, type FieldValues } from "../audit-changes.ts";
import { auditHash, GENESIS_HASH, HASHED_COLUMNS, type HashedFields } from "../audit-hash.ts";
import { currentAuditKey } from "../audit-key.ts";

// The organization's audit chain: its head's claim, the entries' hashes, their inserts and the head's advance.

export interface AuditEvent {
  entity: AuditEntity;
  entityId: string | number | null;
  action: string;
  before?: FieldValues | null;
  after?: FieldValues | null;
  /** Secret fields that were set: recorded as "changed", never by value. */
  changedSecrets?: readonly string[];
  /** For an event that changes no field (a sign-in): what to record instead of before/after. */
  details?: Record<string, unknown>;
}

/**
 * Appends entries to the actor's organization chain inside the caller's transaction, so a change and
 * its entry commit or roll back together. The chain head row is claimed first: on PostgreSQL its row lock
 * makes a concurrent writer of the same organization wait until this one commits.
 */
export async function recordAudit(tx: AnyTx, actor: AuditActor, ...events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  const at = new Date();
  const entries: Entry[] = events.map((event) => ({
    orgId: actor.orgId,
    at,
    actorId: actor.userId,
    actorName: actor.username,
    actorKind: actor.kind,
    requestId: actor.requestId ?? null,
    entity: event.entity,
    entityId: event.entityId === null ? null : String(event.entityId),
    action: event.action,
    changes: JSON.stringify(
      event.details ?? diffFields(event.before ?? null, event.after ?? null, event.changedSecrets),
    ),
  }));
  // Hashed here, never by the database: the key (or its HMAC pads) sent in a statement would reach the
  // database's owner, whom the key is there to stop.
  const key = currentAuditKey();
  const head = await claimChainHead(tx, actor.orgId);
  let seq = head.seq;
  let prevHash = head.hash;
  const rows = entries.map((entry) => {
    seq += 1;
    const fields = { ...entry, seq, prevHash };
    prevHash = auditHash(fields, key.key);
    return { ...fields, hash: prevHash, keyId: key.id };
  });
  await insertChainedRows(tx, actor.orgId, rows);
}

/** Claims the organization's chain head (creating it at the genesis), locked until the commit on PostgreSQL. */
async function claimChainHead(tx: AnyTx, orgId: number): Promise<{ seq: number; hash: string }> {
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
async function insertChainedRows(tx: AnyTx, orgId: number, rows: readonly ChainedRow[]): Promise<void> {
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
type Entry = Omit<HashedFields, "seq" | "prevHash">;

// A 10,000-product batch writes 10,000 entries: one multi-row INSERT per chunk costs a fraction of
// Prisma's createMany here (as for the products themselves, lib/products/upsert-product-rows.ts).
const INSERT_CHUNK = 500;
const COLUMNS = [...HASHED_COLUMNS, "hash", "keyId"] as const;
const columnList = Prisma.join(COLUMNS.map((name) => Prisma.raw(`"${name}"`)));

type ChainedRow = Record<(typeof COLUMNS)[number], unknown>;

function insertRows(rows: readonly ChainedRow[]) {
  const values = rows.map((row) => Prisma.sql`(${Prisma.join(COLUMNS.map((name) => row[name]))})`);
  return Prisma.sql`INSERT INTO "AuditEntry" (${columnList}) VALUES ${Prisma.join(values)}`;
}
