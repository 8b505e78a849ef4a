import type { Principal } from "../auth/principal.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { isDomainError, type DomainError } from "../errors/domain-error.ts";
import type { CheckedItem, SentItem } from "./check-review-items.ts";
import { decideRequest, type DecideOptions } from "./decide-request.ts";
import { autoApprovalEnabled } from "./errors.ts";
import { getRequestOrg } from "./get-request-org.ts";

export type ItemOutcome<Item> = { item: Item; request: RequestRow; error?: undefined } | { item: Item; request?: undefined; error: DomainError };

/**
 * Decides each item in turn, each in its own transaction, so one refused item leaves the others
 * applied. The whole call is refused when the organization approves automatically.
 */
export async function decideBatch<Item>(principal: Principal, items: Item[], toOptions: (item: Item) => DecideOptions): Promise<ItemOutcome<Item>[]> {
  if ((await getRequestOrg(principal.orgId)).autoApproval) throw autoApprovalEnabled();
  const outcomes: ItemOutcome<Item>[] = [];
  for (const item of items) {
    try {
      outcomes.push({ item, request: await decideRequest(principal, toOptions(item)) });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      outcomes.push({ item, error });
    }
  }
  return outcomes;
}

/** decideBatch over items checked one by one: refused items keep their place and their own error. */
export async function decideCheckedItems(
  principal: Principal,
  checked: CheckedItem[],
  toOptions: (item: Extract<CheckedItem, { item: unknown }>["item"]) => DecideOptions,
): Promise<ItemOutcome<SentItem>[]> {
  const valid = checked.flatMap((c) => ("item" in c ? [c.item] : []));
  const decided = await decideBatch(principal, valid, toOptions);
  let next = 0;
  return checked.map((c) => ("item" in c ? decided[next++] : { item: c.sent, error: c.error }));
}
