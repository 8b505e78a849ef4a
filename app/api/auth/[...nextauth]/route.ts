// GET|POST /api/auth/* – browser sign-in and sign-out (next-auth); an oversize or unfit form and a locked-out sign-in are refused first
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { refuseThrottledSignIn } from "@/lib/auth/console-sign-in-throttle.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";
import { readSignInBody } from "@/lib/auth/read-sign-in-body.ts";
import { withSignInContext } from "@/lib/auth/sign-in/sign-in-context.ts";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id.ts";
import { withRequestLog } from "@/lib/logging/with-request-log.ts";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth with what the sign-in callbacks need of the request (address, browser, request id). */
function handle(request: Request, context: Context): Promise<Response> {
  const signIn = {
    ip: clientIp(request.headers),
    userAgent: request.headers.get("user-agent") ?? "",
    // proxy.ts gives every request its id before next-auth sees it.
    requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined,
    origin: new URL(request.url).origin,
  };
  return withSignInContext(signIn, () => NextAuth(request as NextRequest, context, authOptions) as Promise<Response>);
}

export const GET = withRequestLog("auth", (request: Request, context: Context) => handle(request, context));
export const POST = withRequestLog("auth", async (request: Request, context: Context) => {
  const body = await readSignInBody(request);
  if (body instanceof Response) return body;
  // The handlers below read the form again: from the bytes already read under the cap, never the stream.
  const bounded = new NextRequest(request.url, { method: request.method, headers: request.headers, body });
  return (await refuseThrottledSignIn(bounded)) ?? handle(bounded, context);
});
