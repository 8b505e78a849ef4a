import "server-only";
import type { Db } from "../db/client.ts";
import { findCustomerIdByIdentifier, getCustomerInOrg } from "../customers/find-customer.ts";
import { findLiveCustomerId, type CustomerIdentifierRef } from "../customers/store/find-live-customer-id.ts";
import type { LookupIdentifierName } from "../customers/schemas.ts";
import { customerNotFound } from "../errors/catalogue.ts";
import { MAX_ROW_ID } from "../validation/id-param.ts";

/** Names the customer of an expiry schedule: by id (path form), by identifier (lookup form), or both. */
export interface ExpiryCustomerRef {
  id?: number;
  identifierName?: LookupIdentifierName;
  identifierValue?: string;
}

/** The customer's id in the caller's organization; a missing, unknown or mismatched identifier is 8015. */
export async function resolveExpiryCustomer(client: Db, orgId: number, ref: ExpiryCustomerRef): Promise<number> {
  if (Boolean(ref.identifierName) !== Boolean(ref.identifierValue)) throw customerNotFound();
  // Ids beyond a 32-bit column make PostgreSQL refuse the query (a 500): such a customer cannot exist.
  if (
    (ref.id !== undefined && ref.id > MAX_ROW_ID) ||
    (ref.identifierName === "id" && Number(ref.identifierValue) > MAX_ROW_ID)
  )
    throw customerNotFound();
  const byIdentifier =
    ref.identifierName && ref.identifierValue
      ? ref.identifierName === "id"
        ? await findCustomerIdByIdentifier(client, orgId, ref.identifierName, ref.identifierValue)
        : await findLiveCustomerId(client, orgId, ref.identifierName, ref.identifierValue)
      : undefined;
  if (ref.id === undefined) {
    if (byIdentifier === undefined) throw customerNotFound();
    return byIdentifier;
  }
  const customer = await getCustomerInOrg(client, orgId, ref.id);
  // A client sending the lookup query to the path form must not read someone else's schedule.
  if (byIdentifier !== undefined && byIdentifier !== customer.id) throw customerNotFound();
  return customer.id;
}

/**
 * For the lookup form by an identifier other than the id (the hot call): the identifier naming the customer,
 * for the caller to read beside its own; null for the other forms, which resolveExpiryCustomer reads.
 */
export function expiryCustomerLookup(ref: ExpiryCustomerRef): CustomerIdentifierRef | null {
  if (ref.id !== undefined || !ref.identifierName || ref.identifierName === "id" || !ref.identifierValue) return null;
  return { type: ref.identifierName, value: ref.identifierValue };
}
