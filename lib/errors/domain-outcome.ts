import type { z } from "zod";
import * as catalogue from "./catalogue.ts";
import { invalidInput } from "./catalogue.ts";
import { fieldOf, type MessageParams } from "./define-error.ts";
import { DomainErrors, type DomainError, type ErrorItem } from "./domain-error.ts";
import { describeIssue, joinPath } from "../validation/describe-issue.ts";

/** One refusal as the console receives it: the catalogue row (by its export name), its values and field. */
export interface OutcomeError {
  code: number;
  /** The catalogue entry's name (lib/errors/catalogue.ts), absent for an unexpected failure. */
  key?: string;
  /** The form field it concerns, as the catalogue records it ("images.0.url", "name"). */
  field?: string;
  params: MessageParams;
}

/** What a console action answers: its data, or every refusal in the catalogue's terms. */
export type DomainOutcome<T> = { ok: true; data: T } | { ok: false; errors: OutcomeError[] };

const keyOfEntry = new Map<unknown, string>(Object.entries(catalogue).map(([key, entry]) => [entry, key]));

export function outcomeErrorOf(error: DomainError): OutcomeError {
  const key = error.origin && keyOfEntry.get(error.origin.entry);
  return {
    code: error.code,
    ...(key ? { key } : {}),
    ...(error.field ? { field: error.field } : {}),
    params: error.origin?.params ?? {},
  };
}

/**
 * A per-item status (a batch's item, a warning) as the console receives it: from its catalogue row when
 * defineItem made it, else its code only.
 */
export function outcomeErrorOfItem(item: ErrorItem): OutcomeError {
  const origin = item.origin;
  const key = origin && keyOfEntry.get(origin.entry);
  const field = origin && fieldOf(origin.entry, origin.params);
  return { code: item.code, ...(key ? { key } : {}), ...(field ? { field } : {}), params: origin?.params ?? {} };
}

/** A refusal as an outcome: every error of a DomainErrors, else the one. */
export function refusedOutcome(error: DomainError): { ok: false; errors: OutcomeError[] } {
  const errors = error instanceof DomainErrors ? error.errors : [error];
  return { ok: false, errors: errors.map(outcomeErrorOf) };
}

/** Schema issues as the refusals the API would answer (400, field at the issue's path), all of them. */
export function invalidInputOutcome(issues: readonly z.core.$ZodIssue[]): { ok: false; errors: OutcomeError[] } {
  return {
    ok: false,
    errors: issues.map((issue) => outcomeErrorOf(invalidInput(describeIssue(issue), joinPath(issue.path)))),
  };
}

/** An unexpected failure: nothing of it reaches the browser but the code (the details are logged). */
export const UNEXPECTED_OUTCOME: { ok: false; errors: OutcomeError[] } = Object.freeze({
  ok: false,
  errors: [{ code: 500, params: {} }],
});
