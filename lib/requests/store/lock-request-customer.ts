import "server-only";
import { sqlExecute } from "../../db/sql.ts";
import type { AnyTx } from "../../db/transaction-types.ts";
import { liveRegistrationLockSql } from "../../db/live-customer-sql.ts";
import { customerNotFound } from "../../errors/catalogue.ts";

/**
 * lockCustomerInOrg's lock for an approval, which needs no customer row: the no-op conditional update of
 * the customer's live registration in the organization, as one raw statement. It holds that row until the
 * transaction ends, so a merge there either finished first (no live registration: 8015) or waits.
 */
export async function lockRequestCustomer(tx: AnyTx, orgId: number, customerId: number): Promise<void> {
  const count = await sqlExecute(tx, liveRegistrationLockSql(orgId, customerId));
  if (count !== 1) throw customerNotFound();
}
