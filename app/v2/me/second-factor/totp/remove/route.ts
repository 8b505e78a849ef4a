// POST /v2/me/second-factor/totp/remove – remove the authenticator app, given one of its codes (or a recovery code)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { removeTotp } from "@/lib/auth/second-factor/remove-totp.ts";
import { secondFactorCodeSchema } from "@/lib/auth/second-factor/second-factor-schemas.ts";

export const POST = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 1024, noStore: true },
  async ({ principal, body, ignoredFields, request, requestId }) => {
    const input = await body(secondFactorCodeSchema);
    const data = await removeTotp(principal, input, { ip: clientIp(request.headers), requestId, path: "api" });
    return json({ data, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
