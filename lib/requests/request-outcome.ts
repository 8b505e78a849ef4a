import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { batchItemFailed, batchItemNotAttempted } from "../errors/catalogue.ts";
import { isDomainError, type DomainError } from "../errors/domain-error.ts";
import { logger } from "../logging/logger.ts";

/** What became of one item of a batch: the request as it now stands, or the refusal that left it untouched. */
export type RequestOutcome = { request: RequestRow; error?: undefined } | { request?: undefined; error: DomainError };

/**
 * Runs each item in turn, each in its own transaction, so one refused item leaves the others applied. A
 * DomainError refuses its item only. Anything else is a bug: the batch stops there, and that item and the
 * rest are answered with a 500 item error, while the items before it, committed, keep their outcomes (the
 * families then answer 500 with every item's outcome, and the Idempotency-Key keeps that answer).
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
      if (isDomainError(error)) {
        outcomes.push({ error });
        continue;
      }
      logger().error({ err: error, item: outcomes.length }, "batch stopped at an item that failed unexpectedly");
      outcomes.push({ error: batchItemFailed() });
      while (outcomes.length < items.length) outcomes.push({ error: batchItemNotAttempted() });
      break;
    }
  }
  return outcomes;
}
