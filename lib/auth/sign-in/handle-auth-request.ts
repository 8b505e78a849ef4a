import "server-only";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "../next-auth-options.ts";
import { publicOrigin } from "../sso/public-origin.ts";
import { ssoAuthRequest } from "../sso/sso-auth-options.ts";
import { SSO_ERRORS } from "../sso/sso-sign-in-errors.ts";
import { signInContextOf, withSignInContext } from "./sign-in-context.ts";

export interface AuthRouteContext {
  params: Promise<{ nextauth: string[] }>;
}

/**
 * One request of next-auth's routes (/api/auth/*), with what the sign-in callbacks need of it: its
 * address, browser and request id, and the origin it arrived at (a passkey's answer must come from it).
 * An organization's single sign-on provider is added for the requests that name it, and only for them.
 */
export function handleAuthRequest(request: NextRequest, context: AuthRouteContext): Promise<Response> {
  const signIn = { ...signInContextOf(request.headers), origin: new URL(request.url).origin };
  return withSignInContext(signIn, async () => {
    const origin = publicOrigin(request);
    const sso = await ssoAuthRequest(authOptions, (await context.params).nextauth, origin);
    if (!sso) return (await NextAuth(request, context, authOptions)) as Response;
    const response = sso.options
      ? ((await NextAuth(request, context, sso.options)) as Response)
      : Response.redirect(`${origin}/login?error=${SSO_ERRORS.notConfigured}`, 302);
    await sso.finish();
    return response;
  });
}
