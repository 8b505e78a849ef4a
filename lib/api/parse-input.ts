import type { z } from "zod";
import { invalidInput } from "../errors/catalogue.ts";
import { describeIssue, joinPath, type IssueMapper } from "../validation/describe-issue.ts";
import { lenientSafeParse, type Leniency } from "../validation/lenient-parse.ts";

/**
 * Parses with the shared zod schema and the original's forgiveness (lib/validation/lenient-parse.ts):
 * `ignored` lists the unknown properties dropped, for the answers that carry warnings. What remains wrong
 * becomes a 400 naming the field and the problem (or the operation's own code, through mapIssue).
 */
export function parseLenient<S extends z.ZodType>(
  schema: S,
  input: unknown,
  mapIssue?: IssueMapper,
  leniency: Leniency = "body",
): { data: z.output<S>; ignored: string[] } {
  const result = lenientSafeParse(schema, input, leniency);
  if (result.success) return { data: result.data, ignored: result.ignored };
  for (const issue of result.issues) {
    const mapped = mapIssue?.(issue, result.input);
    if (mapped) throw mapped;
  }
  const first = result.issues[0];
  throw invalidInput(describeIssue(first), joinPath(first.path) || undefined);
}

/** A query string's parameters: those the operation does not know are ignored; each known one keeps its rule. */
export function parseQuery<S extends z.ZodType>(schema: S, input: unknown, mapIssue?: IssueMapper): z.output<S> {
  return parseLenient(schema, input, mapIssue, "query").data;
}
