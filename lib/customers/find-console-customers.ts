import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { parseIdParam } from "../validation/id-param.ts";
import { loadSummaries, type CustomerSummary } from "./customer-summaries.ts";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from "./schemas.ts";
import { searchCustomers } from "./search-customers.ts";

export interface ConsoleCustomerPage {
  customers: CustomerSummary[];
  hasNext: boolean;
  /** The text is too short to search (and names no live customer id). */
  tooShort: boolean;
}

/**
 * The console's customer search: a live customer whose id is the text comes first, then the indexed search
 * (searchCustomers). A page past the first leaves the id match out; one more row than the page is read
 * to know whether another page follows, as no total is counted.
 */
export async function findConsoleCustomers(
  principal: Principal,
  text: string,
  page: { limit: number; offset: number },
): Promise<ConsoleCustomerPage> {
  // The page passes what the address bar holds: cut to what the search takes rather than refuse it.
  const q = text.replaceAll("\u0000", "").trim().slice(0, MAX_SEARCH_LENGTH).trim();
  const id = parseIdParam(q);
  const byId =
    page.offset === 0 && !Number.isNaN(id)
      ? await db.customer.findFirst({
          where: { id, registrations: { some: { orgId: principal.orgId, mergedIntoId: null } } },
          select: { id: true },
        })
      : null;
  const exact = byId ? await loadSummaries(principal.orgId, [byId.id]) : [];
  if ([...q].length < MIN_SEARCH_LENGTH) return { customers: exact, hasNext: false, tooShort: exact.length === 0 };
  const found = await searchCustomers(principal, { q, limit: page.limit + 1, offset: page.offset });
  const rest = found.filter((customer) => customer.id !== byId?.id);
  return { customers: [...exact, ...rest.slice(0, page.limit)], hasNext: found.length > page.limit, tooShort: false };
}
