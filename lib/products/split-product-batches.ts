import { MAX_PRODUCTS_BODY_BYTES, MAX_PRODUCTS_PER_CALL } from "./schemas.ts";

export interface BatchLimits {
  maxItems: number;
  maxBytes: number;
}

// Below the route's limits on purpose: a call of 2,000 items takes a couple of seconds, so the page can
// report progress, and the envelope `{"root":{"product":[...]}}` leaves room within the byte limit.
export const CONSOLE_BATCH_LIMITS: BatchLimits = {
  maxItems: Math.min(2_000, MAX_PRODUCTS_PER_CALL),
  maxBytes: MAX_PRODUCTS_BODY_BYTES - 64 * 1024,
};

const encoder = new TextEncoder();

/** Splits items, in order, into consecutive batches that each fit one call. */
export function splitProductBatches<T>(items: readonly T[], limits: BatchLimits = CONSOLE_BATCH_LIMITS): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = encoder.encode(JSON.stringify(item)).length + 1;
    if (current.length > 0 && (current.length >= limits.maxItems || bytes + size > limits.maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
