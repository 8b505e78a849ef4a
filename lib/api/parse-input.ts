import type { z } from "zod";
import { DomainError } from "../errors/domain-error.ts";
import { invalidInput } from "../errors/common-errors.ts";

export type ZodIssue = z.core.$ZodIssue;

/** Lets an operation turn a schema issue into its spec code (e.g. 9006 for an invalid request type). */
export type IssueMapper = (issue: ZodIssue, input: unknown) => DomainError | undefined;

const joinPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/**
 * "<field path>: <problem>" for one schema issue: the one place every family's validation message is made,
 * so a caller never has to bisect a body to find what was refused. Unknown keys are named with their
 * full path, a missing field says "is required", and a union names the types it takes.
 */
export function describeIssue(issue: ZodIssue): string {
  const at = (path: readonly PropertyKey[], problem: string) => (path.length ? `${joinPath(path)}: ${problem}` : problem);
  if (issue.code === "unrecognized_keys") {
    const fields = issue.keys.map((key) => joinPath([...issue.path, key]));
    return `${fields.join(", ")}: Unrecognized key${fields.length > 1 ? "s" : ""}`;
  }
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return at(issue.path, `is required (expected ${issue.expected})`);
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const firsts = issue.errors.map((branch) => branch[0]).filter((first): first is ZodIssue => first !== undefined);
    if (firsts.every((first) => first.code === "invalid_type" && first.path.length === 0)) {
      const expected = [...new Set(firsts.map((first) => (first.code === "invalid_type" ? first.expected : "")))].join(" or ");
      return at(issue.path, `expected ${expected}`);
    }
    const closest = firsts.find((first) => first.code !== "invalid_type" || first.path.length > 0) ?? firsts[0];
    if (closest) return describeIssue({ ...closest, path: [...issue.path, ...closest.path] });
  }
  return at(issue.path, issue.message);
}

/** Parses with the shared zod schema; the first issue becomes a 400 naming the field and the problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, mapIssue?: IssueMapper): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const mapped = mapIssue?.(issue, input);
    if (mapped) throw mapped;
  }
  const first = result.error.issues[0];
  throw invalidInput(describeIssue(first), joinPath(first.path) || undefined);
}

/**
 * parseInput for operations whose original ignores fields it does not know: unknown keys anywhere in the
 * body are dropped and returned as their paths (for the response's `warnings`); any other problem is
 * refused as parseInput refuses it.
 */
export function parseIgnoringUnknownFields<S extends z.ZodType>(schema: S, input: unknown, mapIssue?: IssueMapper): { data: z.output<S>; ignored: string[] } {
  const first = schema.safeParse(input);
  if (first.success) return { data: first.data, ignored: [] };
  const unknown = first.error.issues.filter((issue) => issue.code === "unrecognized_keys");
  if (unknown.length === 0) return { data: parseInput(schema, input, mapIssue), ignored: [] };
  // Without the unknown keys, what remains is either valid or refused for its own, real problem.
  const ignored: string[] = [];
  const stripped = structuredClone(input);
  for (const issue of unknown) {
    const holder = issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)[key], stripped) as Record<string, unknown>;
    for (const key of issue.keys) {
      delete holder[key];
      ignored.push(joinPath([...issue.path, key]));
    }
  }
  return { data: parseInput(schema, stripped, mapIssue), ignored };
}
