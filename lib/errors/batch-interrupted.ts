import type { DomainError } from "./domain-error.ts";

/**
 * True when a batch stopped at an unexpected failure (lib/requests/request-outcome.ts): the families answer
 * it with a 500 that still lists every item, so the client sees which were applied.
 */
export const batchInterrupted = (outcomes: { error?: DomainError }[]) =>
  outcomes.some((outcome) => outcome.error?.status === 500);
