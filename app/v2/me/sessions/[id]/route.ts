// DELETE /v2/me/sessions/{id} – the signed-in user ends one of their own console sessions
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { endOwnSession } from "@/lib/auth/sessions/end-own-sessions.ts";
import { parseSessionIdParam } from "@/lib/auth/sessions/session-id-param.ts";

export const DELETE = apiRoute<{ id: string }>(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 1024 },
  async ({ principal, params, request }) => {
    const data = await endOwnSession(principal, parseSessionIdParam(params.id), { ip: clientIp(request.headers) });
    return json({ data, warnings: [] });
  },
);
