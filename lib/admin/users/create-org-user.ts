import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { generateOneTimePassword } from "../../auth/one-time-password.ts";
import { hashPassword } from "../../auth/password.ts";
import { assertAccess, type Principal } from "../../auth/principal.ts";
import { db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/prisma-errors.ts";
import { newAccountRow } from "../new-account.ts";
import { usernameTaken } from "../../errors/catalogue.ts";
import { userEvent } from "../../events/payloads/admin.ts";
import { publishEvents } from "../../events/store/outbox-store.ts";
import type { CreateAdminUserInput } from "./schemas.ts";
import { auditedUserFields, USER_VIEW_SELECT, type UserRow } from "./user-view.ts";

/**
 * Adds a user to the caller's organization with a one-time password, which its owner must change before
 * anything else. The password is answered once here and stored only as a hash; usernames are unique
 * across organizations (they sign in without naming one), so a taken one is 409 wherever it is taken.
 */
export async function createOrgUser(
  principal: Principal,
  input: CreateAdminUserInput,
): Promise<{ user: UserRow; oneTimePassword: string }> {
  assertAccess(principal, "admin");
  const oneTimePassword = generateOneTimePassword();
  // Hashed before the transaction: the hash is slow on purpose, and a transaction holds locks.
  const passwordHash = await hashPassword(oneTimePassword);
  try {
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          ...newAccountRow(principal, {
            kind: "USER",
            username: input.username,
            displayName: input.displayName ?? input.username,
            accessGroups: input.accessGroups,
            passwordHash,
          }),
          mustChangePassword: true,
        },
        select: USER_VIEW_SELECT,
      });
      await recordAudit(tx, actorOf(principal), {
        entity: "user",
        entityId: created.id,
        action: "create",
        after: auditedUserFields(created),
        changedSecrets: ["password"],
      });
      await publishEvents(tx, principal.orgId, [userEvent("user.created", created)]);
      return created;
    });
    return { user, oneTimePassword };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(input.username);
    throw error;
  }
}
