import { z } from "zod";
import { ACCESS_GROUPS } from "../../auth/access-groups.ts";
import { adminListQueryFields } from "../admin-list.ts";

// Client-safe (zod only): the /v2/admin/users routes and the console's user forms parse with these.

export const USER_STATUSES = ["ACTIVE", "DEACTIVATED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_LIMITS = { username: 100, displayName: 100 } as const;

export const usernameSchema = z
  .string({ error: "username must be a string" })
  .trim()
  .min(3, "username must be at least 3 characters")
  .max(USER_LIMITS.username, `username must be at most ${USER_LIMITS.username} characters`)
  .regex(/^[\w.@-]+$/, "username may hold letters, digits and . _ @ - only");

export const displayNameSchema = z
  .string({ error: "displayName must be a string" })
  .trim()
  .min(1, "displayName must not be blank")
  .max(USER_LIMITS.displayName, `displayName must be at most ${USER_LIMITS.displayName} characters`);

/** A list of access groups; the bounds' messages are parameters because each API words its own. */
export const accessGroupsSchemaWith = (messages: { tooFew: string; tooMany: string }) =>
  z
    .array(z.enum(ACCESS_GROUPS, { error: `each access group must be one of ${ACCESS_GROUPS.join(", ")}` }), {
      error: "accessGroups must be a list of access groups",
    })
    .min(1, messages.tooFew)
    .max(ACCESS_GROUPS.length, messages.tooMany);

export const accessGroupsSchema = accessGroupsSchemaWith({
  tooFew: "accessGroups must name at least one access group",
  tooMany: `accessGroups holds at most ${ACCESS_GROUPS.length} groups`,
});

export const createAdminUserSchema = z
  .object({ username: usernameSchema, accessGroups: accessGroupsSchema, displayName: displayNameSchema.optional() })
  .strict();
export type CreateAdminUserInput = z.output<typeof createAdminUserSchema>;

export const updateAdminUserSchema = z
  .object({
    accessGroups: accessGroupsSchema.optional(),
    status: z.enum(USER_STATUSES, { error: "status must be ACTIVE or DEACTIVATED" }).optional(),
    displayName: displayNameSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: "name at least one of accessGroups, status or displayName to change",
  });
export type UpdateAdminUserInput = z.output<typeof updateAdminUserSchema>;

export const userListQuerySchema = z
  .object({
    ...adminListQueryFields,
    // `status=` from a filled-in URL template counts as not given.
    status: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(USER_STATUSES, { error: "status must be ACTIVE or DEACTIVATED" }).optional(),
    ),
  })
  .strict();
export type UserListQuery = z.output<typeof userListQuerySchema>;
