// GET, PATCH /v2/admin/users/{id} – one user; change its access groups, status or display name
import { getUser } from "@/lib/admin/users/get-user.ts";
import { updateAdminUserSchema } from "@/lib/admin/users/schemas.ts";
import { updateOrgUser } from "@/lib/admin/users/update-org-user.ts";
import { renderAdminUser } from "@/lib/admin/users/user-view.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const GET = apiRoute<{ id: string }>({ family: v2Family, access: "admin" }, async ({ principal, params }) => {
  return json({ data: renderAdminUser(await getUser(principal, parseIdParam(params.id))), warnings: [] });
});

export const PATCH = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", maxBodyBytes: 4096 },
  async ({ principal, params, body, ignoredFields }) => {
    const user = await updateOrgUser(principal, parseIdParam(params.id), await body(updateAdminUserSchema));
    return json({ data: renderAdminUser(user), warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
