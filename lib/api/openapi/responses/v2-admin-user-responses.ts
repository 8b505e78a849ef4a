import { z } from "zod";
import { ACCESS_GROUPS } from "../../../auth/access-groups.ts";
import { USER_STATUSES } from "../../../admin/users/schemas.ts";
import { dataAnswer, ignoredProperties, pageAnswer } from "./v2-responses.ts";

// Response bodies of /v2/admin/users, as lib/admin/users/user-view.ts renders them.

const adminUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  accessGroups: z.array(z.enum(ACCESS_GROUPS)),
  status: z.enum(USER_STATUSES),
  mustChangePassword: z.boolean().describe("True until the user replaces a one-time password."),
  secondFactor: z.boolean().describe("Holds a second factor: an authenticator app or a passkey."),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminUserPageSchema = pageAnswer(adminUserSchema);

export const adminUserResultSchema = dataAnswer(adminUserSchema, ignoredProperties);

export const adminUserWithPasswordSchema = z.strictObject({
  data: adminUserSchema,
  oneTimePassword: z
    .string()
    .describe("Shown this once and never again; its owner must change it before any other call."),
  warnings: ignoredProperties,
});
