import { z } from "zod";
import { isEmailAddress } from "../validation/email-address.ts";
import { queryInt } from "../validation/query-int.ts";
import { sourceSchema } from "../validation/source.ts";
import { identifierValueOf } from "./identifier-value.ts";

export const IDENTIFIER_TYPES = ["mobile", "email", "externalId", "cardnumber", "cardExternalId"] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];
/** Identifier names a lookup accepts: the stored ones, plus the customer id itself. */
export const LOOKUP_IDENTIFIER_NAMES = [...IDENTIFIER_TYPES, "id"] as const;
export type LookupIdentifierName = (typeof LOOKUP_IDENTIFIER_NAMES)[number];

const MOBILE = /^\+?[0-9]{8,15}$/;
/** The shortest search text: the trigram indexes hold 3-character pieces. */
export const MIN_SEARCH_LENGTH = 3;
/** The longest search text. */
export const MAX_SEARCH_LENGTH = 100;

export const identifierSchema = z
  .object({
    type: z.enum(IDENTIFIER_TYPES),
    // abort: the identifier's pattern checks below run only on a value within the bound.
    value: z.string().trim().min(1, "must not be empty").max(100, { message: "at most 100 characters", abort: true }),
  })
  .strict()
  .superRefine((identifier, ctx) => {
    if (identifier.type === "mobile" && !MOBILE.test(identifier.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: "a mobile number has 8 to 15 digits" });
    if (identifier.type === "email" && !isEmailAddress(identifier.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: "not an email address" });
  })
  .transform((identifier) => ({ ...identifier, value: identifierValueOf(identifier.type, identifier.value) }));

const nameSchema = z.string().trim().max(100, "at most 100 characters");

export const addCustomerSchema = z
  .object({
    profiles: z
      .array(
        z
          .object({
            firstName: nameSchema.default(""),
            lastName: nameSchema.default(""),
            identifiers: z
              .array(identifierSchema)
              .min(1, "at least one identifier is required")
              .max(10, "at most 10 identifiers"),
          })
          .strict(),
      )
      .length(1, "exactly one profile is required"),
    loyaltyInfo: z
      .object({ loyaltyType: z.literal("loyalty") })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.profiles[0]?.identifiers.forEach((identifier, index) => {
      if (seen.has(identifier.type))
        ctx.addIssue({
          code: "custom",
          path: ["profiles", 0, "identifiers", index, "type"],
          message: `${identifier.type} is given twice`,
        });
      seen.add(identifier.type);
    });
  });
export type AddCustomerInput = z.output<typeof addCustomerSchema>;

/** GET /v2/customers/lookup's query; the console's lookup form uses its identifier fields. */
export const customerLookupQuerySchema = z
  .object({
    source: sourceSchema,
    identifierName: z.enum(LOOKUP_IDENTIFIER_NAMES),
    identifierValue: z.string().trim().min(1).max(100),
    accountId: z.string().max(100).optional(),
  })
  .strict();
export type CustomerLookupQuery = z.output<typeof customerLookupQuerySchema>;

/** POST /v2/customers's query: only `source` is read (other parameters are ignored, as the original does). */
export const addCustomerQuerySchema = z.object({ source: sourceSchema.optional() });

/**
 * GET /v2/customers/search's query. Fewer than 3 characters are refused, an exact short identifier too:
 * the trigram indexes cannot look them up, and GET /v2/customers/lookup finds any identifier exactly.
 */
export const customerSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(MIN_SEARCH_LENGTH, `must have at least ${MIN_SEARCH_LENGTH} characters`)
    .max(MAX_SEARCH_LENGTH, `at most ${MAX_SEARCH_LENGTH} characters`),
  limit: queryInt(1, 100, 20),
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuerySchema>;
