import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { invalidInput } from "../errors/catalogue.ts";
import { inputStringProblem } from "../validation/input-strings.ts";
import { loadSummaries, type CustomerSummary } from "./customer-summaries.ts";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from "./schemas.ts";
import { searchTextOf } from "./search-text.ts";
import { searchCustomerIds } from "./store/search-customer-ids.ts";

export interface CustomerSearch {
  q: string;
  limit: number;
  offset?: number;
}

/**
 * The organization's live customers matching the typed text, best first: an identifier equal to it (mobile,
 * email, external id, card number, card external id) by id, then a name or identifier starting with it
 * alphabetically, then one containing it by id. Text of fewer than 3 characters is refused (the indexes
 * cannot serve it).
 */
export async function searchCustomers(principal: Principal, search: CustomerSearch): Promise<CustomerSummary[]> {
  // Checked here as well as in the route's schema: the console's pages call this with text of their own.
  const problem = inputStringProblem(search.q);
  if (problem) throw invalidInput(`q: ${problem}`, "q");
  const match = searchTextOf(search.q);
  const length = [...match.text].length;
  if (length < MIN_SEARCH_LENGTH) throw invalidInput(`q: must have at least ${MIN_SEARCH_LENGTH} characters`, "q");
  if (length > MAX_SEARCH_LENGTH) throw invalidInput(`q: at most ${MAX_SEARCH_LENGTH} characters`, "q");
  const ids = await searchCustomerIds(db, principal.orgId, match, { limit: search.limit, offset: search.offset ?? 0 });
  return loadSummaries(principal.orgId, ids);
}
