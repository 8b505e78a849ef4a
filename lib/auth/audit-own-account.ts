import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { recordAudit, type AuditEvent } from "../audit/store/audit-chain.ts";
import type { AnyTx } from "../db/transaction-types.ts";
import type { Principal } from "./principal.ts";

/** The audit entry of a change users make to their own account (password, second factor, passkeys), in its transaction. */
export function auditOwnAccount(tx: AnyTx, principal: Principal, event: Omit<AuditEvent, "entity" | "entityId">) {
  return recordAudit(tx, actorOf(principal), { entity: "user", entityId: principal.userId, ...event });
}
