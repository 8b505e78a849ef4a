// POST /v2/me/passkeys/options – options for the browser to create a passkey, with the challenge's id
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { passkeyRegistrationOptions } from "@/lib/auth/passkeys/registration-options.ts";

export const POST = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true, maxBodyBytes: 1024, noStore: true },
  async ({ principal, url }) => json({ data: await passkeyRegistrationOptions(principal, url.origin), warnings: [] }),
);
