import "server-only";
import { type RawValue, int } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";

export interface Actor {
  id: number;
  username: string;
  displayName: string;
}

/** The users named by ids (requesters, reviewers), for attribution; unknown ids are simply absent. */
export async function loadActors(client: SqlClient, ids: Iterable<number | null>): Promise<Map<number, Actor>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  // Raw: every queue page asks, and the ORM's planning of this one-index read cost more than the read.
  const users = await sqlRows<{ id: RawValue; username: string; displayName: string }>(
    client,
    Prisma.sql`
    SELECT "id", "username", "displayName" FROM "User" WHERE "id" IN (${Prisma.join(wanted)})`,
  );
  return new Map(users.map((u) => [int(u.id), { id: int(u.id), username: u.username, displayName: u.displayName }]));
}
