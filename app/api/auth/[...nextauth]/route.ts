// GET|POST /api/auth/* – browser sign-in and sign-out (next-auth); an oversize or unfit form and a locked-out sign-in are refused first
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { refuseThrottledSignIn } from "@/lib/auth/console-sign-in-throttle.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";
import { readSignInBody } from "@/lib/auth/read-sign-in-body.ts";
import { signInContextOf, withSignInContext } from "@/lib/auth/sign-in/sign-in-context.ts";
import { publicOrigin } from "@/lib/auth/sso/public-origin.ts";
import { ssoAuthRequest } from "@/lib/auth/sso/sso-auth-options.ts";
import { SSO_ERRORS } from "@/lib/auth/sso/sso-sign-in-errors.ts";
import { withRequestLog } from "@/lib/logging/with-request-log.ts";

type Context = { params: Promise<{ nextauth: string[] }> };

/** The request's sign-in context, with the origin it arrived at (a passkey's answer must come from it). */
const passkeyAware = (request: Request) => ({
  ...signInContextOf(request.headers),
  origin: new URL(request.url).origin,
});

/** next-auth with what the sign-in callbacks need of the request (address, browser, request id). */
function handle(request: Request, context: Context): Promise<Response> {
  return withSignInContext(passkeyAware(request), async () => {
    // Single sign-on of one organization: its provider is added for this request only.
    const origin = publicOrigin(request);
    const sso = await ssoAuthRequest(authOptions, (await context.params).nextauth, origin);
    if (!sso) return (await NextAuth(request as NextRequest, context, authOptions)) as Response;
    const response = sso.options
      ? ((await NextAuth(request as NextRequest, context, sso.options)) as Response)
      : Response.redirect(`${origin}/login?error=${SSO_ERRORS.notConfigured}`, 302);
    await sso.finish();
    return response;
  });
}

export const GET = withRequestLog("auth", (request: Request, context: Context) => handle(request, context));
export const POST = withRequestLog("auth", async (request: Request, context: Context) => {
  const body = await readSignInBody(request);
  if (body instanceof Response) return body;
  // The handlers below read the form again: from the bytes already read under the cap, never the stream.
  const bounded = new NextRequest(request.url, { method: request.method, headers: request.headers, body });
  return (await refuseThrottledSignIn(bounded)) ?? handle(bounded, context);
});
