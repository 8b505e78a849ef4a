// GET|POST /api/auth/* – browser sign-in and sign-out (next-auth); an oversize or unfit form and a locked-out sign-in are refused first
import { NextRequest } from "next/server";
import { refuseThrottledSignIn } from "@/lib/auth/console-sign-in-throttle.ts";
import { readSignInBody } from "@/lib/auth/read-sign-in-body.ts";
import { handleAuthRequest, type AuthRouteContext } from "@/lib/auth/sign-in/handle-auth-request.ts";
import { withRequestLog } from "@/lib/logging/with-request-log.ts";

export const GET = withRequestLog("auth", (request: Request, context: AuthRouteContext) =>
  handleAuthRequest(request as NextRequest, context),
);
export const POST = withRequestLog("auth", async (request: Request, context: AuthRouteContext) => {
  const body = await readSignInBody(request);
  if (body instanceof Response) return body;
  // The handlers below read the form again: from the bytes already read under the cap, never the stream.
  const bounded = new NextRequest(request.url, { method: request.method, headers: request.headers, body });
  return (await refuseThrottledSignIn(bounded)) ?? handleAuthRequest(bounded, context);
});
