import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import { invalidTargetGroup } from "@/lib/errors/catalogue.ts";
import { outcomeErrorOf } from "@/lib/errors/domain-outcome.ts";
import { builderPayload, type BuilderValues } from "@/lib/target-groups/builder-values.ts";
import { mapTargetGroupIssue } from "@/lib/target-groups/map-target-group-issue.ts";
import { createTargetGroupSchema, type CreateTargetGroupInput } from "@/lib/target-groups/schemas.ts";
import type { ZodIssue } from "@/lib/validation/describe-issue.ts";

const WHOLE_NUMBER_FIELDS =
  /^(totalPeriods|frequency|recurringCycles|preferredTillId|streaks\.\d+\.targetCountOfSequence)$/;

const sentence = (text: string) => (text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : "");

/**
 * A schema issue of the builder (the API's own schema, run in the browser) in words, from the issue's kind
 * and bounds: where the API's route gives the issue a code of its own (a STREAKS group without streaks, a
 * streak without its count, a long target name), the words table's words for that code, with the code.
 * Otherwise the schema's own rule, as a sentence.
 */
export function describeBuilderIssue(issue: ZodIssue, payload: unknown): string {
  // The mapper sees the body as the route would: an empty number input's NaN arrives as null.
  const mapped = mapTargetGroupIssue(issue, JSON.parse(JSON.stringify(payload)));
  if (mapped && mapped.code !== invalidTargetGroup.code)
    return `${describeOutcomeError(outcomeErrorOf(mapped)).text} (${mapped.code})`;
  const path = issue.path.map(String).join(".");
  if (issue.code === "invalid_type" && (issue.expected === "number" || issue.expected === "int"))
    return WHOLE_NUMBER_FIELDS.test(path) ? "Enter a whole number." : "Enter a number.";
  if (issue.code === "too_big" && issue.origin === "string")
    return `This can be at most ${String(issue.maximum)} characters long.`;
  if (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1)
    return "This cannot be empty.";
  if (issue.code === "too_big" && issue.origin === "number") return `This must be at most ${String(issue.maximum)}.`;
  if (issue.code === "too_small" && issue.origin === "number") return `This must be at least ${String(issue.minimum)}.`;
  return sentence(issue.message) || "This value is not accepted.";
}

/** A union's issue stands for the branch that came closest (its fewest issues), as zodResolver reports it. */
function leafIssues(issue: ZodIssue): ZodIssue[] {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest.slice(0, 1).flatMap((inner) => leafIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** The builder's resolver: the API's schema on what the builder would send, each field's first issue in words. */
export const builderResolver: Resolver<BuilderValues, unknown, CreateTargetGroupInput> = async (
  values,
  _context,
  options,
) => {
  const payload = builderPayload(values);
  const parsed = await createTargetGroupSchema.safeParseAsync(payload);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues.flatMap(leafIssues)) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= { type: issue.code, message: describeBuilderIssue(issue, payload) };
  }
  return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
};
