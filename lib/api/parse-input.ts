import type { z } from "zod";
import { DomainError } from "../errors/domain-error.ts";
import { invalidInput } from "../errors/common-errors.ts";

export type ZodIssue = z.core.$ZodIssue;

/** Lets an operation turn a schema issue into its spec code (e.g. 9006 for an invalid request type). */
export type IssueMapper = (issue: ZodIssue, input: unknown) => DomainError | undefined;

export function describeIssue(issue: ZodIssue): string {
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Parses with the shared zod schema; the first issue becomes a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, mapIssue?: IssueMapper): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const mapped = mapIssue?.(issue, input);
    if (mapped) throw mapped;
  }
  const first = result.error.issues[0];
  throw invalidInput(describeIssue(first), first.path.map(String).join(".") || undefined);
}
