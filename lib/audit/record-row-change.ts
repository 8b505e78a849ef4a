import "server-only";
import type { Principal } from "../auth/principal.ts";
import type { AnyTx } from "../db/transaction-types.ts";
import { actorOf } from "./audit-actor.ts";
import type { FieldValues } from "./audit-changes.ts";
import type { AuditEntity } from "./audit-entities.ts";
import { recordAudit } from "./store/audit-chain.ts";

export interface RowChange<Row> {
  entity: AuditEntity;
  entityId: number;
  action: string;
  /** null: the row is created (before) or deleted (after). */
  before: Row | null;
  after: Row | null;
}

/**
 * One audit entry for a change of a row, in the change's transaction: each side as `snapshot` records it, and
 * a secret field the change set only by name, as "changed", never by value.
 */
export function recordRowChange<Row>(
  tx: AnyTx,
  principal: Principal,
  change: RowChange<Row>,
  snapshot: (row: Row) => FieldValues,
  changedSecret?: string,
): Promise<void> {
  return recordAudit(tx, actorOf(principal), {
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: change.before && snapshot(change.before),
    after: change.after && snapshot(change.after),
    changedSecrets: changedSecret ? [changedSecret] : [],
  });
}
