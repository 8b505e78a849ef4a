import { db } from "../db/client.ts";
import { mergeCustomerNotFound, userAlreadyMerged } from "./errors.ts";
import { MERGE_IDENTIFIER_FIELDS, type CustomerRef } from "./schemas.ts";
import { identifierValueOf } from "../customers/identifier-value.ts";

/**
 * The live customer of the organization that every given identifier names (9042 otherwise). A customer
 * named by id that an earlier merge removed is 8012; its identifiers were deleted, so other names are 9042.
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
  if (!/^\d{1,15}$/.test(value)) throw mergeCustomerNotFound();
  const customer = await db.customer.findFirst({
    where: { id: Number(value), registrations: { some: { orgId } } },
    select: { id: true, mergedIntoId: true },
  });
  if (!customer) throw mergeCustomerNotFound();
  if (customer.mergedIntoId !== null) throw userAlreadyMerged();
  return customer.id;
}

async function byIdentifier(orgId: number, type: string, value: string): Promise<number> {
  const row = await db.customerIdentifier.findUnique({
    where: { orgId_type_value: { orgId, type, value: identifierValueOf(type, value) } },
    select: { customerId: true },
  });
  if (!row) throw mergeCustomerNotFound();
  return row.customerId;
}
