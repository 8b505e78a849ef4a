import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { DomainError } from "../errors/domain-error.ts";
import { invalidInput } from "../errors/common-errors.ts";
import { invalidSource } from "./errors.ts";
import { findCustomerIdByIdentifier, loadCustomerProfile } from "./find-customer.ts";
import { LOOKUP_IDENTIFIER_NAMES, SOURCES, type LookupIdentifierName } from "./schemas.ts";

const KNOWN_PARAMS = new Set(["source", "identifierName", "identifierValue", "accountId"]);
export const invalidLookupParams = (name: string) => new DomainError(8130, `Lookup,Invalid Params passed: ${name}`, 400, name);

export interface LookupQuery {
  identifierName: LookupIdentifierName;
  identifierValue: string;
}

/** Validates source and identifier parameters as the original does (8003, 8130, 8015). */
export function parseLookupQuery(query: Record<string, string>, extraParams: readonly string[] = []): LookupQuery {
  const unknown = Object.keys(query).find((key) => !KNOWN_PARAMS.has(key) && !extraParams.includes(key));
  if (unknown) throw invalidLookupParams(unknown);
  if (!query.source || !(SOURCES as readonly string[]).includes(query.source.toUpperCase())) throw invalidSource();
  const name = query.identifierName;
  if (!name) throw invalidInput("identifierName is required", "identifierName");
  if (!(LOOKUP_IDENTIFIER_NAMES as readonly string[]).includes(name)) throw invalidLookupParams(`identifierName=${name}`);
  const value = query.identifierValue?.trim();
  if (!value || value.length > 100) throw new DomainError(8015, "Customer not found for the given identifiers", 404);
  return { identifierName: name as LookupIdentifierName, identifierValue: value };
}

export async function lookupCustomer(principal: Principal, query: LookupQuery) {
  const customerId = await findCustomerIdByIdentifier(db, principal.orgId, query.identifierName, query.identifierValue);
  return loadCustomerProfile(db, principal.orgId, customerId);
}
