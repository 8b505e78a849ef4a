// POST /v2/me/second-factor/recovery-codes – a new set of recovery codes, answered once; the old set stops working
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { regenerateRecoveryCodes } from "@/lib/auth/second-factor/regenerate-recovery-codes.ts";
import { secondFactorCodeSchema } from "@/lib/auth/second-factor/second-factor-schemas.ts";

export const POST = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 1024, noStore: true },
  async ({ principal, body, ignoredFields, request, requestId }) => {
    const input = await body(secondFactorCodeSchema);
    const origin = { ip: clientIp(request.headers), requestId, path: "api" as const };
    const data = await regenerateRecoveryCodes(principal, input, origin);
    return json({ data, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
