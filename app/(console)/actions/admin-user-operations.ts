import "server-only";
import { createOrgUser } from "@/lib/admin/users/create-org-user.ts";
import { endOrgUserSessions } from "@/lib/admin/users/end-org-user-sessions.ts";
import { resetUserPassword } from "@/lib/admin/users/reset-user-password.ts";
import { resetUserSecondFactor } from "@/lib/admin/users/reset-user-second-factor.ts";
import { createAdminUserSchema, updateAdminUserSchema } from "@/lib/admin/users/schemas.ts";
import { updateOrgUser } from "@/lib/admin/users/update-org-user.ts";
import { renderAdminUser, type AdminUser, type UserRow } from "@/lib/admin/users/user-view.ts";
import { adminBodyOperation, adminRowOperation } from "./admin-access.ts";

// The /v2/admin/users routes' operations: their access, body limits and schemas, one domain call.

export interface UserWithPassword {
  user: AdminUser;
  oneTimePassword: string;
}

export const createUserOperation = adminBodyOperation(createAdminUserSchema, async (principal, input) =>
  withPassword(await createOrgUser(principal, input)),
);

export const updateUserOperation = adminBodyOperation(updateAdminUserSchema, async (principal, input, id) =>
  renderAdminUser(await updateOrgUser(principal, id, input)),
);

export const resetUserPasswordOperation = adminRowOperation(async (principal, _input, id) =>
  withPassword(await resetUserPassword(principal, id)),
);

export const endUserSessionsOperation = adminRowOperation((principal, _input, id, call) =>
  endOrgUserSessions(principal, id, { ip: call.ip ?? "" }),
);

export const resetUserSecondFactorOperation = adminRowOperation(async (principal, _input, id, call) =>
  renderAdminUser(await resetUserSecondFactor(principal, id, { ip: call.ip ?? "", requestId: principal.requestId })),
);

/** A user as answered, with the one-time password that is shown only this once. */
function withPassword({ user, oneTimePassword }: { user: UserRow; oneTimePassword: string }): UserWithPassword {
  return { user: renderAdminUser(user), oneTimePassword };
}
