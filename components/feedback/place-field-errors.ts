import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { describeOutcomeErrorLine } from "./error-words.ts";

/**
 * Puts each refusal whose field belongs to the form beside that field (react-hook-form's setError), in the
 * console's words: a field belongs when its first segment is one of `fields` ("images.0.url" under
 * "images"), after `within`, the path the form's fields sit under in the payload ("transaction.").
 * Answers the refusals no field of the form took.
 */
export function placeFieldErrors<Field extends string>(
  errors: readonly OutcomeError[],
  fields: readonly string[],
  setError: (field: Field, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  within = "",
): OutcomeError[] {
  let placed = 0;
  return errors.filter((error) => {
    const path = error.field?.startsWith(within) ? error.field.slice(within.length) : undefined;
    if (!path || !fields.includes(path.split(".")[0])) return true;
    setError(path as Field, { type: "server", message: describeOutcomeErrorLine(error) }, { shouldFocus: !placed++ });
    return false;
  });
}
