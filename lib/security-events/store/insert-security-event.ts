import "server-only";
import type { Db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlExecute } from "../../db/sql.ts";

export interface SecurityEventRow {
  orgId: number | null;
  at: Date;
  action: string;
  path: string;
  actorName: string;
  userId: number | null;
  ip: string;
  requestId: string | null;
  /** JSON text. */
  details: string;
  lockoutKey: string | null;
}

/**
 * One plain insert on its own, in no caller's transaction and under no chain head. A row whose lockout key
 * is already there (another refusal of the same lockout, from any instance) is not inserted: false.
 */
export async function insertSecurityEvent(client: Db, row: SecurityEventRow): Promise<boolean> {
  const inserted = await sqlExecute(
    client,
    Prisma.sql`
    INSERT INTO "SecurityEvent" ("orgId", "at", "action", "path", "actorName", "userId", "ip", "requestId", "details", "lockoutKey")
    VALUES (${row.orgId}, ${row.at}, ${row.action}, ${row.path}, ${row.actorName}, ${row.userId}, ${row.ip},
      ${row.requestId}, ${row.details}, ${row.lockoutKey})
    ON CONFLICT DO NOTHING`,
  );
  return inserted === 1;
}
