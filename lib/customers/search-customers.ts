import "server-only";
import type { Principal } from "../auth/principal.ts";
import { invalidInput } from "../errors/catalogue.ts";
import { loadSummaries, type CustomerSummary } from "./customer-summaries.ts";
import { MIN_SEARCH_LENGTH } from "./schemas.ts";
import { searchTextOf } from "./search-text.ts";
import { searchCustomerIds } from "./store/search-customer-ids.ts";

export interface CustomerSearch {
  q: string;
  limit: number;
  offset?: number;
}

/**
 * The organization's live customers matching the typed text, best first: an identifier equal to it (mobile,
 * email, external id, card number, card external id), then a name or identifier starting with it, then one
 * containing it; by id within each. Text of fewer than 3 characters is refused (the indexes cannot serve it).
 */
export async function searchCustomers(principal: Principal, search: CustomerSearch): Promise<CustomerSummary[]> {
  const match = searchTextOf(search.q);
  if ([...match.text].length < MIN_SEARCH_LENGTH)
    throw invalidInput(`q: must have at least ${MIN_SEARCH_LENGTH} characters`, "q");
  const ids = await searchCustomerIds(principal.orgId, match, { limit: search.limit, offset: search.offset ?? 0 });
  return loadSummaries(principal.orgId, ids);
}
