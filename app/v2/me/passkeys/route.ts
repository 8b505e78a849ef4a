// GET, POST /v2/me/passkeys – the signed-in user's passkeys; register one created for the options' challenge
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { listPasskeys } from "@/lib/auth/passkeys/list-passkeys.ts";
import { registerPasskeySchema } from "@/lib/auth/passkeys/passkey-schemas.ts";
import { registerPasskey } from "@/lib/auth/passkeys/register-passkey.ts";

export const GET = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true },
  async ({ principal }) => json({ data: await listPasskeys(principal), warnings: [] }),
);

export const POST = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 48 * 1024 },
  async ({ principal, body, ignoredFields, request, url }) => {
    const input = await body(registerPasskeySchema);
    const data = await registerPasskey(principal, input, { origin: url.origin, ip: clientIp(request.headers) });
    return json({ data, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);
