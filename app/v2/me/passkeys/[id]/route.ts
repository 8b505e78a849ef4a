// PATCH, DELETE /v2/me/passkeys/{id} – rename or remove one of the signed-in user's own passkeys
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { renamePasskeySchema } from "@/lib/auth/passkeys/passkey-schemas.ts";
import { removePasskey } from "@/lib/auth/passkeys/remove-passkey.ts";
import { renamePasskey } from "@/lib/auth/passkeys/rename-passkey.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";

export const PATCH = apiRoute<{ id: string }>(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 4096 },
  async ({ principal, params, body, ignoredFields }) => {
    const data = await renamePasskey(principal, parseIdParam(params.id), await body(renamePasskeySchema));
    return json({ data, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);

export const DELETE = apiRoute<{ id: string }>(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true },
  async ({ principal, params, request, url }) => {
    const data = await removePasskey(principal, parseIdParam(params.id), {
      origin: url.origin,
      ip: clientIp(request.headers),
    });
    return json({ data, warnings: [] });
  },
);
