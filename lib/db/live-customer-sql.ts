import { Prisma } from "./generated/sqlite/client.ts";

// Statements about a customer's live registration that store modules of several capabilities run alone or
// inside a larger statement (one round trip on a hot call). Only store modules import this.

/** An identifier (not the id) naming a customer in an organization, its value in stored form. */
export interface StoredIdentifier {
  type: string;
  value: string;
}

/** The id of the customer holding the identifier, registered and not merged away in the organization. */
export function liveCustomerIdSql(orgId: number, identifier: StoredIdentifier): Prisma.Sql {
  return Prisma.sql`
    SELECT i."customerId" FROM "CustomerIdentifier" i
    WHERE i."orgId" = ${orgId} AND i."type" = ${identifier.type} AND i."value" = ${identifier.value}
      AND EXISTS (SELECT 1 FROM "CustomerRegistration" r
        WHERE r."customerId" = i."customerId" AND r."orgId" = ${orgId} AND r."mergedIntoId" IS NULL)`;
}

/**
 * An approval's lock on the customer: the no-op conditional update of its live registration (one row
 * changed: the customer is live). It holds that row until the transaction ends, so a merge waits.
 */
export const liveRegistrationLockSql = (orgId: number, customerId: number): Prisma.Sql => Prisma.sql`
    UPDATE "CustomerRegistration" SET "mergedIntoId" = NULL
    WHERE "customerId" = ${customerId} AND "orgId" = ${orgId} AND "mergedIntoId" IS NULL`;
