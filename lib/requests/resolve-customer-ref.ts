import "server-only";
import { db } from "../db/client.ts";
import { identifierValueOf } from "../customers/identifier-value.ts";
import { MERGE_IDENTIFIER_FIELDS, type CustomerRef } from "./schemas.ts";
import { mergeCustomerNotFound, userAlreadyMerged } from "../errors/catalogue.ts";
import { parseIdParam } from "../validation/id-param.ts";

/** The customer a reference names, and whether an earlier merge removed it from the organization. */
export interface NamedCustomer {
  id: number;
  merged: boolean;
}

/**
 * The customer live in the organization that every given identifier names (9042 otherwise). A customer
 * an earlier merge removed from the organization is 8012 however it is named (resolveNamedCustomer).
 */
export async function resolveCustomerRef(orgId: number, ref: CustomerRef): Promise<number> {
  const customer = await resolveNamedCustomer(orgId, ref);
  if (customer.merged) throw userAlreadyMerged();
  return customer.id;
}

/**
 * The one customer of the organization that every given identifier names (9042 otherwise), live or merged
 * away: by id through its tombstone registration, by mobile, email or externalId through the identifiers the
 * merge retired. An identifier a live customer holds now names that customer, whoever held it before.
 */
export async function resolveNamedCustomer(orgId: number, ref: CustomerRef): Promise<NamedCustomer> {
  const found = new Map<number, boolean>();
  for (const field of MERGE_IDENTIFIER_FIELDS) {
    const value = ref[field]?.trim();
    if (!value) continue;
    const customer = field === "id" ? await byId(orgId, value) : await byIdentifier(orgId, field, value);
    found.set(customer.id, customer.merged);
  }
  if (found.size !== 1) throw mergeCustomerNotFound();
  const [[id, merged]] = [...found];
  return { id, merged };
}

async function byId(orgId: number, value: string): Promise<NamedCustomer> {
  const id = parseIdParam(value);
  if (Number.isNaN(id)) throw mergeCustomerNotFound();
  const registration = await db.customerRegistration.findUnique({
    where: { customerId_orgId: { customerId: id, orgId } },
    select: { mergedIntoId: true },
  });
  if (!registration) throw mergeCustomerNotFound();
  return { id, merged: registration.mergedIntoId !== null };
}

async function byIdentifier(orgId: number, type: string, raw: string): Promise<NamedCustomer> {
  const value = identifierValueOf(type, raw);
  const row = await db.customerIdentifier.findUnique({
    where: { orgId_type_value: { orgId, type, value } },
    select: { customerId: true },
  });
  if (row) return { id: row.customerId, merged: false };
  // A value retired by several merges names the customer it was taken from last.
  const retired = await db.mergedIdentifier.findFirst({
    where: { orgId, type, value },
    orderBy: { id: "desc" },
    select: { customerId: true },
  });
  if (retired) return { id: retired.customerId, merged: true };
  throw mergeCustomerNotFound();
}
