import type { DomainOutcome } from "@/lib/errors/domain-outcome.ts";

// What the console action tests read from an outcome.

/** A refusal's errors as [catalogue key, field] pairs; none for a success. */
export const keysOf = (outcome: { ok: boolean; errors?: { key?: string; field?: string }[] }) =>
  outcome.ok ? [] : (outcome.errors ?? []).map((error) => [error.key, error.field]);

/** What a step the test relies on answered; a refusal stops the test with its errors. */
export function dataOf<T>(outcome: DomainOutcome<T>): T {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.data;
}
