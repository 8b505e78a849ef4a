// GET|POST /api/auth/* – browser sign-in and sign-out (next-auth); a locked-out sign-in is refused first
import NextAuth from "next-auth";
import { refuseThrottledSignIn } from "@/lib/auth/console-sign-in-throttle.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";

const handler = NextAuth(authOptions);

async function POST(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return (await refuseThrottledSignIn(request)) ?? handler(request, context);
}

export { handler as GET, POST };
