import "server-only";
import { sqlRows } from "../db/sql.ts";
import { db } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { parseIdParam } from "../validation/id-param.ts";

/** More matching customers than a reviewer can scan: the search should be narrowed instead. */
const MAX_CUSTOMERS = 1000;

/**
 * The queue search as a where clause: the request id ("123" or "#123"), or a customer of the organization
 * (victim or survivor) whose name, mobile, email or other identifier contains the text, case-insensitively.
 */
export async function matchRequestSearch(orgId: number, search: string): Promise<Prisma.RequestWhereInput> {
  const text = search.trim();
  const idText = text.replace(/^#/, "");
  const id = parseIdParam(idText);
  const pattern = containsPattern(text);
  const rows = await sqlRows<{ id: number | bigint }>(
    db,
    Prisma.sql`SELECT c."id" AS "id" FROM "Customer" c
    JOIN "CustomerRegistration" r ON r."customerId" = c."id" AND r."orgId" = ${orgId}
    WHERE LOWER(c."firstName" || ' ' || c."lastName") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\'
       OR EXISTS (SELECT 1 FROM "CustomerIdentifier" i WHERE i."customerId" = c."id" AND i."orgId" = ${orgId}
                  AND LOWER(i."value") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\')
    ORDER BY c."id" LIMIT ${MAX_CUSTOMERS}`,
  );
  const customerIds = rows.map((row) => Number(row.id));
  return {
    OR: [
      ...(Number.isNaN(id) ? [] : [{ id }]),
      { customerId: { in: customerIds } },
      { survivorId: { in: customerIds } },
    ],
  };
}
