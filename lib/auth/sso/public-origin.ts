import "server-only";
import { headers } from "next/headers";
import { appEnv } from "../../config/env.ts";

/** Where browsers reach the app: NEXTAUTH_URL when set (behind a proxy), else the request's own origin. */
export function publicOrigin(request: Request): string {
  const configured = appEnv().NEXTAUTH_URL;
  return new URL(configured ?? request.url).origin;
}

/** The same for a page, which has the request's headers only. */
export async function publicOriginOfPage(): Promise<string> {
  const configured = appEnv().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  const sent = await headers();
  const proto = sent.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return new URL(`${proto}://${sent.get("host") ?? "localhost"}`).origin;
}
