import type { CustomerMatchText } from "../db/customer-match-sql.ts";
import { IDENTIFIER_TYPES, MIN_SEARCH_LENGTH } from "./schemas.ts";

const MOBILE = /^\+?[0-9]{8,15}$/;

/**
 * What a typed search looks for: the text itself as a prefix or fragment, and the values an identifier must
 * equal. Identifiers are stored trimmed, an email lower-cased (identifier-value.ts); a mobile typed with
 * spaces, dashes or brackets, or with or without its "+", also finds the stored digits.
 */
export function searchTextOf(typed: string): CustomerMatchText {
  // A NUL ends the full-text query's string on SQLite: it can match nothing, so it is dropped.
  const text = typed.replaceAll("\u0000", "").trim();
  const exact = new Set([text, text.toLowerCase()]);
  const digits = text.replace(/[\s().-]/g, "");
  if (MOBILE.test(digits)) {
    const bare = digits.replace(/^\+/, "");
    exact.add(bare).add(`+${bare}`);
  }
  return {
    text,
    exactValues: [...exact].filter(Boolean),
    identifierTypes: IDENTIFIER_TYPES,
    // Shorter text than the trigram indexes hold is looked for exactly only.
    matchesFragments: [...text].length >= MIN_SEARCH_LENGTH,
  };
}
