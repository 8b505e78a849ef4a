import "server-only";
import type { AnyTx } from "../../db/transaction-types.ts";
import { sqlExecute } from "../../db/sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";

export interface RequestEventData {
  requestId: number;
  fromStatus: string | null;
  toStatus: string;
  actorId: number;
  comment: string;
  detail: string | null;
  createdAt: Date;
}

/**
 * Appends one history event to a request, in the caller's transaction: a plain raw insert with every
 * column given (no database default is relied on), as every create and decision writes one and the ORM's
 * planning of it cost more than the write.
 */
export async function insertRequestEvent(tx: AnyTx, event: RequestEventData): Promise<void> {
  await sqlExecute(
    tx,
    Prisma.sql`
    INSERT INTO "RequestEvent" ("requestId", "fromStatus", "toStatus", "actorId", "comment", "detail", "createdAt")
    VALUES (${event.requestId}, ${event.fromStatus}, ${event.toStatus}, ${event.actorId}, ${event.comment},
      ${event.detail}, ${event.createdAt})`,
  );
}
