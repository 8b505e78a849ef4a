import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { findCustomerIdByIdentifier, loadCustomerProfile } from "./find-customer.ts";
import type { LookupIdentifierName } from "./schemas.ts";

export interface LookupQuery {
  identifierName: LookupIdentifierName;
  identifierValue: string;
}

export async function lookupCustomer(principal: Principal, query: LookupQuery) {
  const customerId = await findCustomerIdByIdentifier(db, principal.orgId, query.identifierName, query.identifierValue);
  return loadCustomerProfile(db, principal.orgId, customerId);
}
