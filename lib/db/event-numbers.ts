import "server-only";
import { type RawValue, int } from "./codecs.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { sqlRows } from "./sql.ts";
import type { AnyTx, SqlClient } from "./transaction-types.ts";
import { GENESIS_HASH } from "../audit/audit-hash.ts";

// The organization's event numbers (Event.seq), kept on its audit chain head (AuditChainHead.eventSeq): the
// outbox's inserts and the feed's cursor check share them here.

/**
 * The statement that takes the organization's next `count` event numbers on its chain head (created at the
 * genesis if need be), answering the last as "eventSeq". The head's row stays locked until the commit on
 * PostgreSQL, so a later writer of the organization numbers after this one and commits after it too: event
 * number order is commit order. Every change already claims this row for its audit entry, so no new lock.
 */
export const claimEventNumbersSql = (orgId: number, count: number): Prisma.Sql => Prisma.sql`
    INSERT INTO "AuditChainHead" ("orgId", "seq", "hash", "eventSeq")
    VALUES (${orgId}, 0, ${GENESIS_HASH}, CAST(${count} AS INTEGER))
    ON CONFLICT ("orgId") DO UPDATE SET "eventSeq" = "AuditChainHead"."eventSeq" + CAST(${count} AS INTEGER)
    RETURNING "eventSeq"`;

/** Takes the organization's next `count` event numbers in the caller's transaction; answers the last. */
export async function claimEventNumbers(tx: AnyTx, orgId: number, count: number): Promise<number> {
  const [head] = await sqlRows<{ eventSeq: RawValue }>(tx, claimEventNumbersSql(orgId, count));
  return int(head.eventSeq);
}

/** The organization's last event number committed (0 before its first event). */
export async function lastEventNumber(client: SqlClient, orgId: number): Promise<number> {
  const [head] = await sqlRows<{ eventSeq: RawValue }>(
    client,
    Prisma.sql`SELECT "eventSeq" FROM "AuditChainHead" WHERE "orgId" = ${orgId}`,
  );
  return head ? int(head.eventSeq) : 0;
}
