// GET|POST /api/auth/* – browser sign-in and sign-out (next-auth); a locked-out sign-in is refused first
import NextAuth from "next-auth";
import { refuseThrottledSignIn } from "@/lib/auth/console-sign-in-throttle.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";
import { withRequestLog } from "@/lib/logging/with-request-log.ts";

const handler = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

export const GET = withRequestLog("auth", (request: Request, context: Context) => handler(request, context));
export const POST = withRequestLog("auth", async (request: Request, context: Context) => {
  return (await refuseThrottledSignIn(request)) ?? handler(request, context);
});
