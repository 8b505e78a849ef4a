import "server-only";
import { sqlRows } from "../../db/sql.ts";
import type { Db } from "../../db/client.ts";
import { int } from "../../db/codecs.ts";
import { liveCustomerIdSql } from "../../db/live-customer-sql.ts";
import { customerNotFound } from "../../errors/catalogue.ts";
import { identifierValueOf } from "../identifier-value.ts";

/** An identifier other than the id, as a caller names a customer with it. */
export interface CustomerIdentifierRef {
  type: string;
  value: string;
}

/** The identifier in the form the database stores it (lib/customers/identifier-value.ts). */
export const storedIdentifier = (ref: CustomerIdentifierRef) => ({
  type: ref.type,
  value: identifierValueOf(ref.type, ref.value),
});

/**
 * findCustomerIdByIdentifier's rule for an identifier other than the id (its holder, registered and not
 * merged away in the organization) as one raw indexed read: the expiry lookup and request creation are
 * among the API's hottest calls. Not found: 8015.
 */
export async function findLiveCustomerId(client: Db, orgId: number, type: string, value: string): Promise<number> {
  const [row] = await sqlRows<{ customerId: number | bigint }>(
    client,
    liveCustomerIdSql(orgId, storedIdentifier({ type, value })),
  );
  if (!row) throw customerNotFound();
  return int(row.customerId);
}
