import "server-only";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import type { RequestCursor } from "../request-cursor.ts";
import { pageSql } from "../../db/page-sql.ts";

type TimeCursor = Extract<RequestCursor, { at: Date }>;

/**
 * One page of a queue without search or filters in time order, as one raw read of the index that serves
 * the order (orgId[, type, baseType][, status], createdAt|updatedAt, id): the queue's first page is among
 * the hottest calls, and the ORM's planning cost more than the read. After a cursor, the bound on the sort
 * column alone is what the index range uses; equal timestamps are settled by id.
 */
export type KeyFilter = { orgId: number; type?: string; baseType?: string; status?: string };
export type KeyPage = {
  column: "createdAt" | "updatedAt";
  order: "ASC" | "DESC";
  cursor?: TimeCursor;
  skip: number;
  take: number;
};

/** The page's keys as a statement of its own, to read alone or to join the page's rows to. */
export function requestKeysSql(where: KeyFilter, page: KeyPage): Prisma.Sql {
  const column = Prisma.raw(page.column === "updatedAt" ? `"updatedAt"` : `"createdAt"`);
  const [bound, strict, direction] =
    page.order === "ASC"
      ? [Prisma.raw(">="), Prisma.raw(">"), Prisma.raw("ASC")]
      : [Prisma.raw("<="), Prisma.raw("<"), Prisma.raw("DESC")];
  const conditions = [
    Prisma.sql`"orgId" = ${where.orgId}`,
    ...(where.type ? [Prisma.sql`"type" = ${where.type}`] : []),
    ...(where.baseType ? [Prisma.sql`"baseType" = ${where.baseType}`] : []),
    ...(where.status ? [Prisma.sql`"status" = ${where.status}`] : []),
    ...(page.cursor
      ? [
          Prisma.sql`${column} ${bound} ${page.cursor.at}`,
          Prisma.sql`(${column} ${strict} ${page.cursor.at} OR "id" ${strict} ${page.cursor.id})`,
        ]
      : []),
  ];
  return Prisma.sql`
    SELECT "id", "createdAt", "updatedAt" FROM "Request" WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY ${column} ${direction}, "id" ${direction} ${pageSql(page.take, page.skip)}`;
}
