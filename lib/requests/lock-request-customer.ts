import "server-only";
import { sqlExecute } from "../db/sql.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import type { Tx } from "../db/client.ts";
import { customerNotFound } from "../errors/catalogue.ts";

/**
 * lockCustomerInOrg's lock for an approval, which needs no customer row: the no-op conditional update of
 * the customer's live registration in the organization, as one raw statement. It holds that row until the
 * transaction ends, so a merge there either finished first (no live registration: 8015) or waits.
 */
export async function lockRequestCustomer(tx: Tx, orgId: number, customerId: number): Promise<void> {
  const count = await sqlExecute(tx, liveRegistrationLockSql(orgId, customerId));
  if (count !== 1) throw customerNotFound();
}

/** The lock's statement, to run alone or inside a larger one (one row changed: the customer is live). */
export const liveRegistrationLockSql = (orgId: number, customerId: number): Prisma.Sql => Prisma.sql`
    UPDATE "CustomerRegistration" SET "mergedIntoId" = NULL
    WHERE "customerId" = ${customerId} AND "orgId" = ${orgId} AND "mergedIntoId" IS NULL`;
