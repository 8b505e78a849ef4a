import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { AuditEntry, Prisma } from "../db/generated/sqlite/client.ts";
import { AUDIT_TOTAL_CAP } from "./audit-total-cap.ts";
import { customerEntityId } from "./customer-entity-id.ts";
import { countAuditEntries } from "./store/audit-count.ts";
import type { FindAuditQuery } from "./schemas.ts";

export interface AuditEntryView {
  id: number;
  seq: number;
  at: Date;
  actor: string;
  actorKind: string;
  requestId: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  changes: unknown;
}

/**
 * A page of the caller's organization's audit log, newest first; the actor filter is a username or client
 * key, a customer may be named by an identifier or name (customer-entity-id.ts). The total counts at most
 * AUDIT_TOTAL_CAP + 1 entries.
 */
export async function findAuditEntries(
  principal: Principal,
  query: FindAuditQuery,
): Promise<{ total: number; entries: AuditEntryView[] }> {
  const filter = {
    orgId: principal.orgId,
    entity: query.entity,
    entityId: await customerEntityId(principal, query.entity, query.entityId),
    actorName: query.actor,
    from: query.from,
    to: query.to,
  };
  const where: Prisma.AuditEntryWhereInput = {
    orgId: filter.orgId,
    entity: filter.entity,
    entityId: filter.entityId,
    actorName: filter.actorName,
    at: filter.from || filter.to ? { gte: filter.from, lte: filter.to } : undefined,
  };
  const [total, rows] = await Promise.all([
    countAuditEntries(db, filter, AUDIT_TOTAL_CAP),
    db.auditEntry.findMany({ where, orderBy: [{ seq: "desc" }], skip: query.offset, take: query.limit }),
  ]);
  return { total, entries: rows.map(toAuditEntryView) };
}

/** A stored entry as the log shows it: the actor by name, the changes parsed; no hash or key. */
const toAuditEntryView = (row: AuditEntry): AuditEntryView => ({
  id: row.id,
  seq: row.seq,
  at: row.at,
  actor: row.actorName,
  actorKind: row.actorKind,
  requestId: row.requestId,
  entity: row.entity,
  entityId: row.entityId,
  action: row.action,
  changes: JSON.parse(row.changes) as unknown,
});
