import { z } from "zod";

// Client-safe (zod only).

/**
 * A boolean from a query string, as clients of the original send it: true/false in any letter case
 * (`TRUE`, `True`), and an empty value (`client_auto_approve=` from a filled-in URL template) counts as
 * not given, like the paging parameters. Anything else is refused rather than guessed.
 */
export function queryBoolean() {
  return z.preprocess(
    (value) => (value === "" ? undefined : typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .union([
        z.boolean(),
        z.enum(["true", "false"], { message: "must be true or false" }).transform((text) => text === "true"),
      ])
      .optional(),
  );
}
