// POST /v2/me/password – the signed-in user changes their own password (the one call a one-time password may make)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { changeOwnPassword } from "@/lib/auth/change-own-password.ts";
import { changePasswordSchema } from "@/lib/auth/change-password-schema.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";

export const POST = apiRoute(
  { family: v2Family, access: "signed-in", allowsOneTimePassword: true, maxBodyBytes: 4096, noStore: true },
  async ({ principal, body, ignoredFields, request, requestId }) => {
    const input = await body(changePasswordSchema);
    const data = await changeOwnPassword(principal, input, { ip: clientIp(request.headers), requestId });
    return json({ data, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
