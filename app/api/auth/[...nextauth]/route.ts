// GET|POST /api/auth/* – browser sign-in and sign-out (next-auth); an oversize or unfit form and a locked-out sign-in are refused first
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { refuseThrottledSignIn } from "@/lib/auth/console-sign-in-throttle.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";
import { readSignInBody } from "@/lib/auth/read-sign-in-body.ts";
import { signInContextOf, withSignInContext } from "@/lib/auth/sign-in/sign-in-context.ts";
import { withRequestLog } from "@/lib/logging/with-request-log.ts";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth with what the sign-in callbacks need of the request (address, browser, request id). */
function handle(request: Request, context: Context): Promise<Response> {
  return withSignInContext(
    signInContextOf(request.headers),
    () => NextAuth(request as NextRequest, context, authOptions) as Promise<Response>,
  );
}

export const GET = withRequestLog("auth", (request: Request, context: Context) => handle(request, context));
export const POST = withRequestLog("auth", async (request: Request, context: Context) => {
  const body = await readSignInBody(request);
  if (body instanceof Response) return body;
  // The handlers below read the form again: from the bytes already read under the cap, never the stream.
  const bounded = new NextRequest(request.url, { method: request.method, headers: request.headers, body });
  return (await refuseThrottledSignIn(bounded)) ?? handle(bounded, context);
});
