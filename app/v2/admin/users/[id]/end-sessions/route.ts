// POST /v2/admin/users/{id}/end-sessions – sign a user of the organization out of every console session
import { endOrgUserSessions } from "@/lib/admin/users/end-org-user-sessions.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const POST = apiRoute<{ id: string }>(
  { family: v2Family, access: "admin", maxBodyBytes: 1024 },
  async ({ principal, params, request }) => {
    const data = await endOrgUserSessions(principal, parseIdParam(params.id), { ip: clientIp(request.headers) });
    return json({ data, warnings: [] });
  },
);
