// GET /api/auth/sso/provider?organization=<id or sign-in name> – which sign-in provider serves it (public)
import { resolveSsoProvider } from "@/lib/auth/sso/resolve-sso-provider.ts";
import { withRequestLog } from "@/lib/logging/with-request-log.ts";

const NO_STORE = { "cache-control": "no-store" };

// Public on purpose: the login page asks before anyone is signed in. An unknown organization and one
// without single sign-on answer the same 404, so the route tells no more than the sign-in page would.
export const GET = withRequestLog("auth", async (request: Request) => {
  const organization = new URL(request.url).searchParams.get("organization") ?? "";
  const providerId = organization.length <= 100 ? await resolveSsoProvider(organization) : null;
  if (!providerId)
    return Response.json(
      { error: "No organization with single sign-on by that id or sign-in name." },
      { status: 404, headers: NO_STORE },
    );
  return Response.json({ providerId }, { headers: NO_STORE });
});
