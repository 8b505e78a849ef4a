// Client-safe.

/**
 * "local@domain.tld" as the API has always taken it: no whitespace, one @ with text on both sides, and a
 * dot inside the domain. Read in one pass, not by a regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks
 * quadratically on a long domain of dots that ends badly ("a@......... x").
 */
export function isEmailAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  const at = text.indexOf("@");
  if (at < 1 || text.indexOf("@", at + 1) !== -1) return false;
  const dot = text.indexOf(".", at + 2);
  return dot !== -1 && dot < text.length - 1;
}
