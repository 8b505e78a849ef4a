import { invalidInput } from "../errors/catalogue.ts";

/**
 * For operations that refuse what the original's lenient reading would ignore: a misspelt field of a
 * webhook subscription ("enable" for "enabled") would otherwise change nothing and still answer 200.
 */
export function refuseUnknownFields(ignored: readonly string[]): void {
  if (ignored.length > 0) throw invalidInput(`${ignored[0]}: unknown field`, ignored[0]);
}
