import type { z } from "zod";
import { invalidInput } from "../errors/catalogue.ts";
import { describeIssue, joinPath, type IssueMapper } from "../validation/describe-issue.ts";

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
export function parseIgnoringUnknownFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  mapIssue?: IssueMapper,
): { data: z.output<S>; ignored: string[] } {
  const first = schema.safeParse(input);
  if (first.success) return { data: first.data, ignored: [] };
  const unknown = first.error.issues.filter((issue) => issue.code === "unrecognized_keys");
  if (unknown.length === 0) return { data: parseInput(schema, input, mapIssue), ignored: [] };
  // Without the unknown keys, what remains is either valid or refused for its own, real problem.
  const ignored: string[] = [];
  const stripped = structuredClone(input);
  for (const issue of unknown) {
    const holder = issue.path.reduce<unknown>(
      (value, key) => (value as Record<PropertyKey, unknown>)[key],
      stripped,
    ) as Record<string, unknown>;
    for (const key of issue.keys) {
      delete holder[key];
      ignored.push(joinPath([...issue.path, key]));
    }
  }
  return { data: parseInput(schema, stripped, mapIssue), ignored };
}
