import "server-only";
import type { Principal } from "./principal.ts";
import { principalFromSessionToken, SESSION_COOKIES } from "./sessions/session-cookie.ts";

export const CONSOLE_HEADER = "x-loyalty-console";

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

// An opaque origin ("null") or an unparseable one is never the console's own.
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * The console calls the API with its session cookie. That is accepted only for same-origin requests that
 * carry the console header: a cross-site form or script cannot set a custom header without CORS, which
 * the API never grants, so a session is never a CSRF-able substitute for API credentials.
 */
export async function principalFromConsoleSession(request: Request): Promise<Principal | null> {
  if (request.headers.get(CONSOLE_HEADER) !== "1") return null;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return null;
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) {
    const host = hostOf(origin);
    if (!host || host !== request.headers.get("host")) return null;
  }
  const cookieHeader = request.headers.get("cookie");
  const token = SESSION_COOKIES.map((name) => readCookie(cookieHeader, name)).find(Boolean);
  return principalFromSessionToken(token);
}
