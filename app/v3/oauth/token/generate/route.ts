// POST /v3/oauth/token/generate – exchange an API client's key and secret for a bearer token
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v3Family, v3Success } from "@/lib/api/families/v3.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { tokenRequestSchema } from "@/lib/auth/oauth-token-schema.ts";
import { generateOAuthToken } from "@/lib/auth/oauth-tokens.ts";

export const POST = apiRoute(
  { family: v3Family, access: "public", maxBodyBytes: 4096, noStore: true },
  async ({ request, body, requestId }) => {
    const { key, secret } = await body(tokenRequestSchema);
    return json(v3Success(await generateOAuthToken(key, secret, clientIp(request.headers), requestId)));
  },
);
