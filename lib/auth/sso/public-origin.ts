import "server-only";
import { headers } from "next/headers";
import { appEnv } from "../../config/env.ts";

/**
 * Where browsers reach the app, as next-auth works it out for its callback URLs: NEXTAUTH_URL when set,
 * else the (forwarded) host the request came to, else the request's own URL.
 */
function originOf(sent: Headers, fallback: string): string {
  const configured = appEnv().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  const host = sent.get("x-forwarded-host") ?? sent.get("host");
  if (!host) return new URL(fallback).origin;
  const proto = sent.get("x-forwarded-proto") === "http" ? "http" : "https";
  // A malformed Host (or X-Forwarded-Host) names no origin: the request's own URL does.
  return URL.canParse(`${proto}://${host}`) ? new URL(`${proto}://${host}`).origin : new URL(fallback).origin;
}

export const publicOrigin = (request: Request): string => originOf(request.headers, request.url);

/** The same for a page, which has the request's headers only. */
export async function publicOriginOfPage(): Promise<string> {
  return originOf(await headers(), "http://localhost");
}
