import { z } from "zod";
import { invalidSource } from "../errors/catalogue.ts";
import type { IssueMapper } from "./describe-issue.ts";

// The `source` query parameter of the customer and request operations: one rule, case-insensitive.

export const SOURCES = [
  "FACEBOOK",
  "WEB_ENGAGE",
  "WECHAT",
  "INSTORE",
  "MARTJACK",
  "TMALL",
  "TAOBAO",
  "JD",
  "ECOMMERCE",
  "WEBSITE",
  "LINE",
  "ALL",
] as const;
/** Sources a v2 request may name; INSTORE_V2 appears in the original's examples and is treated as INSTORE. */
export const REQUEST_SOURCES = ["INSTORE", "INSTORE_V2"] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(values));

/** A customer operation's source, upper-cased. */
export const sourceSchema = oneOf(SOURCES);
/** A request's source, upper-cased; INSTORE_V2 stays as sent (the request keeps what the caller named). */
export const requestSourceSchema = oneOf(REQUEST_SOURCES);

/** An invalid or missing source is the original's 8003. */
export const mapSourceIssue: IssueMapper = (issue) => (issue.path[0] === "source" ? invalidSource() : undefined);

/** Checks a source given outside a parsed query (a body field); 8003 when it is not one of the values. */
export function assertRequestSource(source: string | undefined): void {
  if (source !== undefined && !requestSourceSchema.safeParse(source).success) throw invalidSource();
}
