import { z } from "zod";
import { adminListQueryFields } from "../admin-list.ts";
import { ACCESS_GROUPS } from "../../auth/access-groups.ts";
import { accessGroupsSchemaWith } from "../users/schemas.ts";

// Client-safe (zod only): the API routes and the console's forms parse with these.

export const API_CLIENT_LIMITS = {
  name: 100,
  /** The furthest expiry an admin may set: a key meant to live longer should be rotated instead. */
  maxExpiryDays: 3660,
  /** How long a rotated-out secret may keep working. */
  maxOverlapSeconds: 30 * 86_400,
  defaultOverlapSeconds: 86_400,
  /** A client expiring within this many days is shown as "expires soon". */
  expiresSoonDays: 14,
} as const;

export const API_CLIENT_STATUSES = ["ACTIVE", "REVOKED", "EXPIRED"] as const;
export type ApiClientStatus = (typeof API_CLIENT_STATUSES)[number];

export const apiClientNameSchema = z
  .string({ error: "name must be a string" })
  .trim()
  .min(1, "name is required")
  .max(API_CLIENT_LIMITS.name, `name must be at most ${API_CLIENT_LIMITS.name} characters`);

/** The users' access groups, each named once and in order, with the messages this API has always given. */
export const apiClientAccessGroupsSchema = accessGroupsSchemaWith({
  tooFew: "accessGroups needs at least one access group",
  tooMany: `at most ${ACCESS_GROUPS.length} access groups`,
}).transform((groups) => [...new Set(groups)].sort());

/** An ISO 8601 date-time with its offset, in the future and at most maxExpiryDays ahead. */
export const apiClientExpirySchema = z.iso
  .datetime({ offset: true, error: "expiresAt must be an ISO 8601 date-time with an offset" })
  .transform((text) => new Date(text))
  .refine((date) => date.getTime() > Date.now(), "expiresAt must be in the future")
  .refine(
    (date) => date.getTime() <= Date.now() + API_CLIENT_LIMITS.maxExpiryDays * 86_400_000,
    `expiresAt must be at most ${API_CLIENT_LIMITS.maxExpiryDays} days ahead`,
  );

export const createApiClientSchema = z
  .object({
    name: apiClientNameSchema,
    accessGroups: apiClientAccessGroupsSchema,
    expiresAt: apiClientExpirySchema.optional(),
  })
  .strict();
export type CreateApiClientInput = z.output<typeof createApiClientSchema>;

/** The fields sent change; `expiresAt: null` removes the expiry. */
export const updateApiClientSchema = createApiClientSchema
  .extend({ expiresAt: apiClientExpirySchema.nullable() })
  .partial()
  .strict();
export type UpdateApiClientInput = z.output<typeof updateApiClientSchema>;

export const rotateApiClientSchema = z
  .object({
    overlapSeconds: z
      .number({ error: "overlapSeconds must be a whole number of seconds" })
      .int("overlapSeconds must be a whole number of seconds")
      .min(0, "overlapSeconds must be at least 0")
      .max(
        API_CLIENT_LIMITS.maxOverlapSeconds,
        `overlapSeconds must be at most ${API_CLIENT_LIMITS.maxOverlapSeconds} (30 days)`,
      )
      .default(API_CLIENT_LIMITS.defaultOverlapSeconds),
  })
  .strict();
export type RotateApiClientInput = z.output<typeof rotateApiClientSchema>;

export const apiClientListQuerySchema = z
  .object({ ...adminListQueryFields, status: z.enum(API_CLIENT_STATUSES).optional() })
  .strict();
export type ApiClientListQuery = z.output<typeof apiClientListQuerySchema>;
