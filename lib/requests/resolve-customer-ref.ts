import "server-only";
import { db } from "../db/client.ts";
import { identifierValueOf } from "../customers/identifier-value.ts";
import { MERGE_IDENTIFIER_FIELDS, type CustomerRef } from "./schemas.ts";
import { mergeCustomerNotFound, userAlreadyMerged } from "../errors/catalogue.ts";
import { parseIdParam } from "../validation/id-param.ts";

/**
 * The customer live in the organization that every given identifier names (9042 otherwise). A customer
 * an earlier merge removed from the organization is 8012 however it is named: by id through its
 * tombstone registration, by mobile, email or externalId through the identifiers the merge retired.
 */
export async function resolveCustomerRef(orgId: number, ref: CustomerRef): Promise<number> {
  const ids = new Set<number>();
  for (const field of MERGE_IDENTIFIER_FIELDS) {
    const value = ref[field]?.trim();
    if (value) ids.add(field === "id" ? await byId(orgId, value) : await byIdentifier(orgId, field, value));
  }
  if (ids.size !== 1) throw mergeCustomerNotFound();
  return [...ids][0];
}

async function byId(orgId: number, value: string): Promise<number> {
  const id = parseIdParam(value);
  if (Number.isNaN(id)) throw mergeCustomerNotFound();
  const registration = await db.customerRegistration.findUnique({
    where: { customerId_orgId: { customerId: id, orgId } },
    select: { mergedIntoId: true },
  });
  if (!registration) throw mergeCustomerNotFound();
  if (registration.mergedIntoId !== null) throw userAlreadyMerged();
  return id;
}

async function byIdentifier(orgId: number, type: string, raw: string): Promise<number> {
  const value = identifierValueOf(type, raw);
  const row = await db.customerIdentifier.findUnique({
    where: { orgId_type_value: { orgId, type, value } },
    select: { customerId: true },
  });
  if (row) return row.customerId;
  if (await db.mergedIdentifier.findFirst({ where: { orgId, type, value }, select: { id: true } }))
    throw userAlreadyMerged();
  throw mergeCustomerNotFound();
}
