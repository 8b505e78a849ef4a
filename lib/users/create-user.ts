import "server-only";
import { z } from "zod";
import { ACCESS_GROUPS, formatAccess } from "../auth/access-groups.ts";
import { hashPassword } from "../auth/password.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import type { Db, Tx } from "../db/client.ts";
import { userEvent } from "../events/payloads/admin.ts";
import { publishEvents } from "../events/store/outbox-store.ts";

export const createUserSchema = z
  .object({
    orgId: z.number().int().positive(),
    username: z
      .string()
      .trim()
      .min(3)
      .max(100)
      .regex(/^[\w.@-]+$/, "letters, digits and . _ @ - only"),
    displayName: z.string().trim().min(1).max(100),
    password: z.string().min(10, "at least 10 characters").max(200),
    access: z.array(z.enum(ACCESS_GROUPS)).min(1),
    kind: z.enum(["USER", "API_CLIENT"]).default("USER"),
  })
  .strict();
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Creates a user or API client; the password is stored only as a slow hash, and audited only as "changed". */
export async function createUser(
  client: Db | Tx,
  input: CreateUserInput,
  options: {
    allowShortPassword?: boolean;
    /** false: no user.created (the demo seed's users, so a new database starts with an empty feed). */
    publish?: boolean;
    /** The user must choose a new password at the first sign-in (a new organization's first admin). */
    mustChangePassword?: boolean;
  } = {},
) {
  const schema = options.allowShortPassword
    ? createUserSchema.extend({ password: z.string().min(1).max(200) })
    : createUserSchema;
  const data = schema.parse(input);
  const passwordHash = await hashPassword(data.password);
  const write = async (tx: Tx) => {
    const user = await tx.user.create({
      data: {
        orgId: data.orgId,
        username: data.username,
        displayName: data.displayName,
        kind: data.kind,
        passwordHash,
        access: formatAccess(data.access),
        ...(options.mustChangePassword ? { mustChangePassword: true } : {}),
      },
    });
    // Users are created by operators' scripts and the seed, not by a signed-in principal.
    await recordAudit(
      tx,
      { orgId: user.orgId, userId: null, username: "system", kind: "SYSTEM" },
      {
        entity: user.kind === "API_CLIENT" ? "apiClient" : "user",
        entityId: user.id,
        action: "create",
        after: {
          username: user.username,
          displayName: user.displayName,
          kind: user.kind,
          access: user.access,
          active: user.active,
        },
        changedSecrets: ["password"],
      },
    );
    // An API client has no creation event: its secret is shown once, to its creator.
    if (user.kind === "USER" && options.publish !== false)
      await publishEvents(tx, user.orgId, [userEvent("user.created", user)]);
    return user;
  };
  return "$transaction" in client ? client.$transaction(write) : write(client);
}
