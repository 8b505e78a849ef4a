// POST /api/auth/passkey/options – public: a challenge for signing in with a passkey (per-IP API quota)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { passkeyAuthenticationOptions } from "@/lib/auth/passkeys/authentication-options.ts";

export const POST = apiRoute(
  { family: v2Family, access: "public", maxBodyBytes: 1024, noStore: true },
  async ({ url }) => json(await passkeyAuthenticationOptions(url.origin)),
);
