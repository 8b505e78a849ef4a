import "server-only";
import { createOrgUser } from "@/lib/admin/users/create-org-user.ts";
import { endOrgUserSessions } from "@/lib/admin/users/end-org-user-sessions.ts";
import { resetUserPassword } from "@/lib/admin/users/reset-user-password.ts";
import { resetUserSecondFactor } from "@/lib/admin/users/reset-user-second-factor.ts";
import { createAdminUserSchema, updateAdminUserSchema } from "@/lib/admin/users/schemas.ts";
import { updateOrgUser } from "@/lib/admin/users/update-org-user.ts";
import { renderAdminUser, type AdminUser } from "@/lib/admin/users/user-view.ts";
import { ADMIN_WITH_BODY, ADMIN_WITHOUT_BODY } from "./admin-access.ts";
import { NO_INPUT, type ConsoleOperation } from "./console-action.ts";

// The /v2/admin/users routes' operations: their access, body limits and schemas, one domain call.

export interface UserWithPassword {
  user: AdminUser;
  oneTimePassword: string;
}

export const createUserOperation: ConsoleOperation<typeof createAdminUserSchema, UserWithPassword> = {
  ...ADMIN_WITH_BODY,
  schema: createAdminUserSchema,
  run: async (principal, input) => {
    const { user, oneTimePassword } = await createOrgUser(principal, input);
    return { user: renderAdminUser(user), oneTimePassword };
  },
};

export const updateUserOperation: ConsoleOperation<typeof updateAdminUserSchema, AdminUser> = {
  ...ADMIN_WITH_BODY,
  schema: updateAdminUserSchema,
  run: async (principal, input, id) => renderAdminUser(await updateOrgUser(principal, id, input)),
};

export const resetUserPasswordOperation: ConsoleOperation<typeof NO_INPUT, UserWithPassword> = {
  ...ADMIN_WITHOUT_BODY,
  schema: NO_INPUT,
  run: async (principal, _input, id) => {
    const { user, oneTimePassword } = await resetUserPassword(principal, id);
    return { user: renderAdminUser(user), oneTimePassword };
  },
};

export const endUserSessionsOperation: ConsoleOperation<typeof NO_INPUT, { userId: number; ended: number }> = {
  ...ADMIN_WITHOUT_BODY,
  schema: NO_INPUT,
  run: (principal, _input, id, call) => endOrgUserSessions(principal, id, { ip: call.ip ?? "" }),
};

export const resetUserSecondFactorOperation: ConsoleOperation<typeof NO_INPUT, AdminUser> = {
  ...ADMIN_WITHOUT_BODY,
  schema: NO_INPUT,
  run: async (principal, _input, id, call) =>
    renderAdminUser(await resetUserSecondFactor(principal, id, { ip: call.ip ?? "", requestId: principal.requestId })),
};
