import "server-only";
import type { AnyTx } from "../db/transaction-types.ts";
import type { AuditActor, AuditEntity } from "./audit-actor.ts";
import { diffFields, type FieldValues } from "./audit-changes.ts";
import { auditHash } from "./audit-hash.ts";
import { currentAuditKey } from "./audit-key.ts";
import { claimChainHead, insertChainedRows, type Entry } from "./store/append-audit-entries.ts";

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
