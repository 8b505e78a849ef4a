// POST /v2/admin/users/{id}/reset-password – a new one-time password for another user of the organization
import { resetUserPassword } from "@/lib/admin/users/reset-user-password.ts";
import { renderAdminUser } from "@/lib/admin/users/user-view.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

// No body is read; the answer carries the one-time password, so no cache may keep it.
export const POST = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", maxBodyBytes: 1024, noStore: true },
  async ({ principal, params }) => {
    const { user, oneTimePassword } = await resetUserPassword(principal, parseIdParam(params.id));
    return json({ data: renderAdminUser(user), oneTimePassword, warnings: [] });
  },
);
