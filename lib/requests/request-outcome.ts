import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { isDomainError, type DomainError } from "../errors/domain-error.ts";

/** What became of one item of a batch: the request as it now stands, or the refusal that left it untouched. */
export type RequestOutcome = { request: RequestRow; error?: undefined } | { request?: undefined; error: DomainError };

/**
 * Runs each item in turn, each in its own transaction, so one refused item leaves the others applied. A
 * DomainError refuses its item only; anything else is a bug and fails the whole call.
 */
export async function eachItem<Item>(
  items: Item[],
  run: (item: Item) => Promise<RequestRow>,
): Promise<RequestOutcome[]> {
  const outcomes: RequestOutcome[] = [];
  for (const item of items) {
    try {
      outcomes.push({ request: await run(item) });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      outcomes.push({ error });
    }
  }
  return outcomes;
}
