import "server-only";
import { sqlRows } from "../db/sql.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import type { Db } from "../db/client.ts";
import { customerNotFound } from "../errors/catalogue.ts";
import { identifierValueOf } from "./identifier-value.ts";

/**
 * findCustomerIdByIdentifier's rule for an identifier other than the id (its holder, registered and not
 * merged away in the organization) as one raw indexed read: the expiry lookup and request creation are
 * among the API's hottest calls. Not found: 8015.
 */
export async function findLiveCustomerId(client: Db, orgId: number, type: string, value: string): Promise<number> {
  const [row] = await sqlRows<{ customerId: number | bigint }>(client, liveCustomerIdSql(orgId, type, value));
  if (!row) throw customerNotFound();
  return Number(row.customerId);
}

/**
 * The read of findLiveCustomerId as a statement of its own, for a caller that reads it as a scalar beside
 * other data in one round trip (an identifier names one customer in an organization).
 */
export function liveCustomerIdSql(orgId: number, type: string, value: string): Prisma.Sql {
  return Prisma.sql`
    SELECT i."customerId" FROM "CustomerIdentifier" i
    WHERE i."orgId" = ${orgId} AND i."type" = ${type} AND i."value" = ${identifierValueOf(type, value)}
      AND EXISTS (SELECT 1 FROM "CustomerRegistration" r
        WHERE r."customerId" = i."customerId" AND r."orgId" = ${orgId} AND r."mergedIntoId" IS NULL)`;
}
