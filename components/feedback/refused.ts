import type { DomainOutcome, OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { describeOutcomeError } from "./error-words.ts";

/** A console action's refusal, thrown so data hooks and forms handle it like any failed mutation. */
export class Refused extends Error {
  readonly errors: readonly OutcomeError[];

  constructor(errors: readonly OutcomeError[]) {
    super(errors.map((error) => describeOutcomeError(error).text).join(" "));
    this.name = "Refused";
    this.errors = errors;
  }

  /** The refusals that concern a form field, by field. */
  get fieldErrors(): readonly (OutcomeError & { field: string })[] {
    return this.errors.filter((error): error is OutcomeError & { field: string } => Boolean(error.field));
  }
}

/** The outcome's data, or its refusal thrown. */
export function dataOf<T>(outcome: DomainOutcome<T>): T {
  if (!outcome.ok) throw new Refused(outcome.errors);
  return outcome.data;
}
