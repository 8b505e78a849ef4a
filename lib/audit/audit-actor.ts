import type { Principal } from "../auth/principal.ts";

/** Who an audit entry names: a principal, or for a failed sign-in only the name that was tried. */
export interface AuditActor {
  orgId: number;
  userId: number | null;
  username: string;
  kind: "USER" | "API_CLIENT" | "ANONYMOUS" | "SYSTEM";
  requestId?: string | null;
}

export type { AuditEntity } from "./audit-entities.ts";

export function actorOf(principal: Principal): AuditActor {
  return {
    orgId: principal.orgId,
    userId: principal.via === "system" ? null : principal.userId,
    username: principal.username,
    kind: principal.via === "system" ? "SYSTEM" : principal.kind,
    requestId: principal.requestId ?? null,
  };
}
