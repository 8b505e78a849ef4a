import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import {
  findCustomersByName,
  loadSummaries,
  NAME_SEARCH_MAX_LENGTH,
  type CustomerPage,
} from "./find-customers-by-name.ts";
import { identifierValueOf } from "./identifier-value.ts";
import { parseIdParam } from "../validation/id-param.ts";

/**
 * The console's customer search: exact matches on any identifier (mobile, email, externalId, cardnumber,
 * cardExternalId) or the customer id come first, then customers whose name contains the text.
 */
export async function searchCustomers(
  principal: Principal,
  text: string,
  page = { limit: 20, offset: 0 },
): Promise<CustomerPage> {
  const value = text.trim().slice(0, NAME_SEARCH_MAX_LENGTH);
  if (!value) return { customers: [], total: 0 };
  const byIdentifier = await db.customerIdentifier.findMany({
    where: {
      orgId: principal.orgId,
      OR: [{ value }, { type: "email", value: identifierValueOf("email", value) }],
      customer: { registrations: { some: { orgId: principal.orgId, mergedIntoId: null } } },
    },
    select: { customerId: true },
  });
  const exactIds = new Set(byIdentifier.map((row) => row.customerId));
  const id = parseIdParam(value);
  if (!Number.isNaN(id)) {
    const byId = await db.customer.findFirst({
      where: { id, registrations: { some: { orgId: principal.orgId, mergedIntoId: null } } },
      select: { id: true },
    });
    if (byId) exactIds.add(byId.id);
  }
  const exact = await loadSummaries(
    principal.orgId,
    [...exactIds].sort((a, b) => a - b),
  );
  const byName = await findCustomersByName(principal, value, page);
  const rest = byName.customers.filter((customer) => !exactIds.has(customer.id));
  return {
    customers: page.offset === 0 ? [...exact, ...rest] : rest,
    total: byName.total + exact.filter((c) => !byName.customers.some((n) => n.id === c.id)).length,
  };
}
