import { z } from "zod";

// Client-safe (zod only).

/**
 * A whole number from a query string, within bounds: digits only, so "1e2", "1.5", " 5" and "-1" are
 * refused rather than read as 100, 1.5, 5 or a bound. An empty value (`limit=` from a filled-in URL
 * template) counts as not given. Numbers pass as they are, for server pages that build queries in code.
 */
export function queryInt(min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/, "must be a whole number")
          .transform(Number),
      ])
      .pipe(z.number().int("must be a whole number").min(min).max(max))
      .default(fallback),
  );
}

/** A list's `limit` (1 to `maxLimit`, `defaultLimit` when not given) and `offset`, and nothing else. */
export function limitOffsetQuery(maxLimit: number, defaultLimit: number) {
  return z.object({ limit: queryInt(1, maxLimit, defaultLimit), offset: queryInt(0, 1_000_000, 0) }).strict();
}
