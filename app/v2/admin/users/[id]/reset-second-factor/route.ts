// POST /v2/admin/users/{id}/reset-second-factor – clear a user's authenticator app, recovery codes and passkeys
import { resetUserSecondFactor } from "@/lib/admin/users/reset-user-second-factor.ts";
import { renderAdminUser } from "@/lib/admin/users/user-view.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

// No body is read.
export const POST = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", maxBodyBytes: 1024 },
  async ({ principal, params, request, requestId }) => {
    const origin = { ip: clientIp(request.headers), requestId };
    const user = await resetUserSecondFactor(principal, parseIdParam(params.id), origin);
    return json({ data: renderAdminUser(user), warnings: [] });
  },
);
