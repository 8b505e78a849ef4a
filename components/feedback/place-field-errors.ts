import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { describeOutcomeError, describeOutcomeErrorLine } from "./error-words.ts";
import { Refused } from "./refused.ts";

/**
 * Puts each refusal whose field belongs to the form beside that field (react-hook-form's setError), in the
 * console's words (with the code and catalogue message, unless `wordsOf` says otherwise): a field belongs when its first segment is one of `fields` ("images.0.url" under
 * "images"), after `within`, the path the form's fields sit under in the payload ("transaction.").
 * Answers the refusals no field of the form took.
 */
export function placeFieldErrors<Field extends string>(
  errors: readonly OutcomeError[],
  fields: readonly string[],
  setError: (field: Field, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  within = "",
  wordsOf: (error: OutcomeError) => string = describeOutcomeErrorLine,
): OutcomeError[] {
  const byField = new Map<string, string[]>();
  const unplaced = errors.filter((error) => {
    const path = error.field?.startsWith(within) ? error.field.slice(within.length) : undefined;
    if (!path || !fields.includes(path.split(".")[0])) return true;
    byField.set(path, [...(byField.get(path) ?? []), wordsOf(error)]);
    return false;
  });
  // Several refusals of one field (each reason a new password fails) are shown together.
  [...byField].forEach(([field, words], index) =>
    setError(field as Field, { type: "server", message: words.join(" ") }, { shouldFocus: index === 0 }),
  );
  return unplaced;
}

/**
 * After a refused save: puts each refusal beside its field in plain words and answers what to say below the
 * form: the refusals no field took, else `marked` when the fields show them all, else `fallback` (nothing was
 * refused: the call itself failed).
 */
export function placeRefusals<Field extends string>(
  error: unknown,
  fields: readonly string[],
  setError: (field: Field, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  messages: { marked: string; fallback: string },
): string {
  const words = (refusal: OutcomeError) => describeOutcomeError(refusal).text;
  const refusals = error instanceof Refused ? error.errors : [];
  const unplaced = placeFieldErrors<Field>(refusals, fields, setError, "", words);
  if (unplaced.length) return unplaced.map(words).join(" ");
  return refusals.length ? messages.marked : messages.fallback;
}
