import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { Prisma, SecurityEvent } from "../db/generated/sqlite/client.ts";
import type { FindSecurityEventsQuery } from "./schemas.ts";

export interface SecurityEventView {
  id: number;
  at: Date;
  action: string;
  /** The username or API client key as tried (at most 200 characters). */
  actor: string;
  path: string;
  ip: string;
  requestId: string | null;
  details: unknown;
}

/**
 * A page of the security events that name the caller's organization's users, newest first. Events naming
 * no known user belong to no organization and are listed to nobody here (operators read the table).
 */
export async function findSecurityEvents(
  principal: Principal,
  query: FindSecurityEventsQuery,
): Promise<{ total: number; events: SecurityEventView[] }> {
  const where: Prisma.SecurityEventWhereInput = {
    orgId: principal.orgId,
    action: query.action,
    actorName: query.actor,
    at: query.from || query.to ? { gte: query.from, lte: query.to } : undefined,
  };
  const [total, rows] = await Promise.all([
    db.securityEvent.count({ where }),
    db.securityEvent.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      skip: query.offset,
      take: query.limit,
    }),
  ]);
  return { total, events: rows.map(toSecurityEventView) };
}

/** A stored event as the list shows it: the actor as tried, the details parsed. */
const toSecurityEventView = (row: SecurityEvent): SecurityEventView => ({
  id: row.id,
  at: row.at,
  action: row.action,
  actor: row.actorName,
  path: row.path,
  ip: row.ip,
  requestId: row.requestId,
  details: JSON.parse(row.details) as unknown,
});
