import "server-only";
import { sqlDialect, sqlRows, sqlExecute } from "../db/sql.ts";
import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import type { AuditActor, AuditEntity } from "./audit-actor.ts";
import { diffFields, type FieldValues } from "./audit-changes.ts";
import { auditHash, GENESIS_HASH } from "./audit-hash.ts";

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
 * its entry commit or roll back together. The chain head row is claimed first: on PostgreSQL the
 * upsert's row lock makes a concurrent writer of the same organization wait until this one commits.
 */
export async function recordAudit(tx: Tx, actor: AuditActor, ...events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  const [head] = await sqlRows<{ seq: number | bigint; hash: string }>(
    tx,
    Prisma.sql`
    INSERT INTO "AuditChainHead" ("orgId", "seq", "hash") VALUES (${actor.orgId}, 0, ${GENESIS_HASH})
    ON CONFLICT ("orgId") DO UPDATE SET "seq" = "AuditChainHead"."seq"
    RETURNING "seq", "hash"`,
  );
  let seq = Number(head.seq);
  let prevHash = head.hash;
  const at = new Date();
  const rows = events.map((event) => {
    seq += 1;
    const fields = {
      orgId: actor.orgId,
      seq,
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
      prevHash,
    };
    prevHash = auditHash(fields);
    return { ...fields, hash: prevHash };
  });
  const advanceHead = Prisma.sql`
    UPDATE "AuditChainHead" SET "seq" = ${seq}, "hash" = ${prevHash} WHERE "orgId" = ${actor.orgId}`;
  // On PostgreSQL the last chunk and the head's advance are one statement: one round trip less while the
  // head's row lock makes the organization's other writers wait.
  const together = sqlDialect(tx) === "postgresql";
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const insert = insertRows(rows.slice(i, i + INSERT_CHUNK));
    const last = i + INSERT_CHUNK >= rows.length;
    await sqlExecute(tx, together && last ? Prisma.sql`WITH entries AS (${insert}) ${advanceHead}` : insert);
  }
  if (!together) await sqlExecute(tx, advanceHead);
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
] as const;
const columnList = Prisma.join(COLUMNS.map((name) => Prisma.raw(`"${name}"`)));

function insertRows(rows: readonly Record<(typeof COLUMNS)[number], unknown>[]) {
  const values = rows.map((row) => Prisma.sql`(${Prisma.join(COLUMNS.map((name) => row[name]))})`);
  return Prisma.sql`INSERT INTO "AuditEntry" (${columnList}) VALUES ${Prisma.join(values)}`;
}
