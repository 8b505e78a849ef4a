// GET, POST /v2/admin/users – list the organization's users, or add one with a one-time password
import { adminListBody } from "@/lib/admin/admin-list.ts";
import { createOrgUser } from "@/lib/admin/users/create-org-user.ts";
import { findUsers } from "@/lib/admin/users/find-users.ts";
import { createAdminUserSchema, userListQuerySchema } from "@/lib/admin/users/schemas.ts";
import { renderAdminUser } from "@/lib/admin/users/user-view.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";

export const GET = apiRoute({ family: v2Family, access: "admin" }, async ({ principal, url }) => {
  const query = parseQuery(userListQuerySchema, queryObject(url.searchParams));
  return json(adminListBody(await findUsers(principal, query), query, renderAdminUser));
});

// The answer carries the one-time password: no cache may keep it.
export const POST = apiRoute(
  { family: v2Family, access: "admin", maxBodyBytes: 4096, noStore: true },
  async ({ principal, body, ignoredFields }) => {
    const { user, oneTimePassword } = await createOrgUser(principal, await body(createAdminUserSchema));
    return json({ data: renderAdminUser(user), oneTimePassword, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
