// POST /v2/me/sessions/end-others – the signed-in user ends every console session but the one calling
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { endOtherOwnSessions } from "@/lib/auth/sessions/end-own-sessions.ts";

export const POST = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 1024 },
  async ({ principal, request }) => {
    const data = await endOtherOwnSessions(principal, { ip: clientIp(request.headers) });
    return json({ data, warnings: [] });
  },
);
