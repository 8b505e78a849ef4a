import type { z } from "zod";
import { invalidInput } from "../errors/catalogue.ts";
import { describeIssue, joinPath, type IssueMapper } from "../validation/describe-issue.ts";
import { lenientSafeParse } from "../validation/lenient-parse.ts";

/**
 * Parses with the shared zod schema and the original's forgiveness (lib/validation/lenient-parse.ts):
 * `ignored` lists the unknown properties dropped, for the answers that carry warnings. What remains wrong
 * becomes a 400 naming the field and the problem (or the operation's own code, through mapIssue).
 */
export function parseLenient<S extends z.ZodType>(
  schema: S,
  input: unknown,
  mapIssue?: IssueMapper,
): { data: z.output<S>; ignored: string[] } {
  const result = lenientSafeParse(schema, input);
  if (result.success) return { data: result.data, ignored: result.ignored };
  for (const issue of result.issues) {
    const mapped = mapIssue?.(issue, result.input);
    if (mapped) throw mapped;
  }
  const first = result.issues[0];
  throw invalidInput(describeIssue(first), joinPath(first.path) || undefined);
}

/** parseLenient for inputs whose answer lists no warnings: query strings, and bodies of families without them. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, mapIssue?: IssueMapper): z.output<S> {
  return parseLenient(schema, input, mapIssue).data;
}
