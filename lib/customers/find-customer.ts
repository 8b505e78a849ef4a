import "server-only";
import type { Db, Tx } from "../db/client.ts";
import type { LookupIdentifierName } from "./schemas.ts";
import { identifierValueOf } from "./identifier-value.ts";
import { customerNotFound } from "../errors/catalogue.ts";
import { isRowId, parseIdParam } from "../validation/id-param.ts";

type Client = Db | Tx;

/** A customer live in the organization; anything else (another org's, merged away there) is 8015. */
export async function getCustomerInOrg(client: Client, orgId: number, customerId: number) {
  // ids are 32-bit integer columns: anything larger cannot exist (and PostgreSQL would refuse the query)
  if (!isRowId(customerId)) throw customerNotFound();
  const customer = await client.customer.findFirst({
    where: { id: customerId, registrations: { some: { orgId, mergedIntoId: null } } },
  });
  if (!customer) throw customerNotFound();
  return customer;
}

/**
 * getCustomerInOrg for a transaction that writes to the customer: also takes the lock of its registration
 * in the organization (a no-op conditional update, as applyMerge does) until the transaction ends. A merge
 * there then either finishes first (the registration is a tombstone: 8015) or waits and moves what was written.
 */
export async function lockCustomerInOrg(tx: Tx, orgId: number, customerId: number) {
  const customer = await getCustomerInOrg(tx, orgId, customerId);
  const { count } = await tx.customerRegistration.updateMany({
    where: { customerId, orgId, mergedIntoId: null },
    data: { mergedIntoId: null },
  });
  if (count !== 1) throw customerNotFound();
  return customer;
}

export async function findCustomerIdByIdentifier(
  client: Client,
  orgId: number,
  name: LookupIdentifierName,
  value: string,
) {
  if (name === "id") {
    return (await getCustomerInOrg(client, orgId, parseIdParam(value))).id;
  }
  const row = await client.customerIdentifier.findUnique({
    where: { orgId_type_value: { orgId, type: name, value: identifierValueOf(name, value) } },
    select: {
      customerId: true,
      customer: { select: { registrations: { where: { orgId, mergedIntoId: null }, select: { orgId: true } } } },
    },
  });
  if (!row || row.customer.registrations.length === 0) throw customerNotFound();
  return row.customerId;
}

export async function loadCustomerProfile(client: Client, orgId: number, customerId: number) {
  const customer = await getCustomerInOrg(client, orgId, customerId);
  const identifiers = await client.customerIdentifier.findMany({
    where: { orgId, customerId },
    orderBy: { id: "asc" },
    select: { type: true, value: true },
  });
  return { ...customer, identifiers };
}
