import "server-only";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { findIdPage } from "../../db/id-page-sql.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import type { ApiClientStatus } from "../api-clients/schemas.ts";

export interface ApiClientIdFilter {
  orgId: number;
  /** Part of the key or the name, matched case-insensitively; `%` and `_` are plain text. */
  q?: string;
  status?: ApiClientStatus;
  limit: number;
  offset: number;
  now: Date;
}

function statusSql(status: ApiClientStatus | undefined, now: Date): Prisma.Sql {
  if (status === "REVOKED") return Prisma.sql`AND ("revokedAt" IS NOT NULL OR NOT "active")`;
  const live = Prisma.sql`AND "revokedAt" IS NULL AND "active"`;
  if (status === "EXPIRED") return Prisma.sql`${live} AND "expiresAt" IS NOT NULL AND "expiresAt" <= ${now}`;
  if (status === "ACTIVE") return Prisma.sql`${live} AND ("expiresAt" IS NULL OR "expiresAt" > ${now})`;
  return Prisma.empty;
}

/**
 * One page of the ids of the organization's API clients, newest first, and how many match. Raw SQL because
 * Prisma's `contains` is case-insensitive on SQLite only; LOWER on both sides finds text as typed on both.
 */
export async function findApiClientIds(
  client: SqlClient,
  filter: ApiClientIdFilter,
): Promise<{ ids: number[]; total: number }> {
  const bySearch = filter.q
    ? Prisma.sql`AND (LOWER("username") LIKE LOWER(CAST(${containsPattern(filter.q)} AS TEXT)) ESCAPE '\\'
        OR LOWER("displayName") LIKE LOWER(CAST(${containsPattern(filter.q)} AS TEXT)) ESCAPE '\\')`
    : Prisma.empty;
  const scope = Prisma.sql`FROM "User" WHERE "orgId" = ${filter.orgId} AND "kind" = 'API_CLIENT'
    ${bySearch} ${statusSql(filter.status, filter.now)}`;
  return findIdPage(client, scope, Prisma.sql`"id" DESC`, filter);
}
