import "server-only";
import type { Principal } from "../auth/principal.ts";
import { MIN_SEARCH_LENGTH } from "../customers/schemas.ts";
import { searchCustomers } from "../customers/search-customers.ts";
import { isRowId, ROW_ID_DIGITS } from "../validation/id-param.ts";

/**
 * The audit filter's entity id as written, or, for the customer entity given a mobile, email, name or
 * other text instead of an id, the id of the one live customer the customer search finds for it (an
 * ambiguous or unknown text is kept as written, so it matches no entry).
 */
export async function customerEntityId(
  principal: Principal,
  entity: string | undefined,
  entityId: string | undefined,
): Promise<string | undefined> {
  // Digits that can be a row id are one; longer ones (most mobiles) cannot, so they are searched.
  if (entity !== "customer" || !entityId || (ROW_ID_DIGITS.test(entityId) && isRowId(Number(entityId))))
    return entityId;
  if ([...entityId.trim()].length < MIN_SEARCH_LENGTH) return entityId;
  const found = await searchCustomers(principal, { q: entityId, limit: 2 });
  return found.length === 1 ? String(found[0].id) : entityId;
}
