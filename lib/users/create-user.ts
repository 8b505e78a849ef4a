import { z } from "zod";
import { ACCESS_GROUPS, formatAccess } from "../auth/access-groups.ts";
import { hashPassword } from "../auth/password.ts";
import type { Db, Tx } from "../db/client.ts";

export const createUserSchema = z
  .object({
    orgId: z.number().int().positive(),
    username: z.string().trim().min(3).max(100).regex(/^[\w.@-]+$/, "letters, digits and . _ @ - only"),
    displayName: z.string().trim().min(1).max(100),
    password: z.string().min(10, "at least 10 characters").max(200),
    access: z.array(z.enum(ACCESS_GROUPS)).min(1),
    kind: z.enum(["USER", "API_CLIENT"]).default("USER"),
  })
  .strict();
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Creates a user or API client; the password is stored only as a slow hash. */
export async function createUser(client: Db | Tx, input: CreateUserInput, options: { allowShortPassword?: boolean } = {}) {
  const schema = options.allowShortPassword ? createUserSchema.extend({ password: z.string().min(1).max(200) }) : createUserSchema;
  const data = schema.parse(input);
  return client.user.create({
    data: {
      orgId: data.orgId,
      username: data.username,
      displayName: data.displayName,
      kind: data.kind,
      passwordHash: await hashPassword(data.password),
      access: formatAccess(data.access),
    },
  });
}
