import "server-only";
import type { AuthEvent } from "../auth/auth-events.ts";
import { db, type Tx } from "../db/client.ts";
import type { AuditActor } from "./audit-actor.ts";
import { recordAudit } from "./record-audit.ts";

// Sign-in outcomes in the audit log. A failure is filed under the organization of the user it named
// (so that organization's admins see attacks on their accounts), or under organization 0 when the
// name is unknown.

const ACTIONS = {
  "auth.succeeded": "sign-in",
  "auth.failed": "sign-in.failed",
  "auth.throttled": "sign-in.throttled",
} as const;

export async function auditAuthEvent(event: AuthEvent): Promise<void> {
  // Token issuance is audited inside the transaction that stores the token (lib/auth/oauth-tokens.ts).
  if (event.type === "token.issued") return;
  // Basic authenticates every API call: auditing each success would double the writes of every read,
  // so only the console sign-in, which opens a session, is recorded; every failure is.
  if (event.type === "auth.succeeded" && event.path !== "console") return;
  const subject = event.username
    ? await db.user.findUnique({ where: { username: event.username }, select: { id: true, orgId: true, kind: true } })
    : null;
  const actor: AuditActor =
    event.type === "auth.succeeded"
      ? {
          orgId: event.orgId,
          userId: event.userId,
          username: event.username,
          kind: subject?.kind === "API_CLIENT" ? "API_CLIENT" : "USER",
          requestId: event.requestId,
        }
      : {
          orgId: subject?.orgId ?? 0,
          userId: null,
          username: event.username ?? "",
          kind: "ANONYMOUS",
          requestId: event.requestId,
        };
  const details =
    event.type === "auth.throttled"
      ? { path: event.path, ip: event.ip, scope: event.scope, retryAfterSeconds: event.retryAfterSeconds }
      : { path: event.path, ip: event.ip };
  await db.$transaction((tx) =>
    recordAudit(tx, actor, {
      entity: subject?.kind === "API_CLIENT" ? "apiClient" : "user",
      entityId: subject?.id ?? null,
      action: ACTIONS[event.type],
      details,
    }),
  );
}

/** An API client's new bearer token, recorded in the transaction that stores it (never the token itself). */
export async function auditTokenIssued(
  tx: Tx,
  client: { orgId: number; userId: number; username: string },
  details: { ip: string; ttlSeconds: number },
  requestId?: string,
) {
  await recordAudit(
    tx,
    { orgId: client.orgId, userId: client.userId, username: client.username, kind: "API_CLIENT", requestId },
    {
      entity: "apiClient",
      entityId: client.userId,
      action: "token.issued",
      details,
    },
  );
}
