import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_ID_HEADER, requestIdFrom } from "./lib/api/request-id.ts";

// Runs before every request: gives it a request id (echoed on the response for tracing) and sends a
// console visitor without a session cookie to the sign-in page. Pages still check the session and the
// access they need themselves; this is only the coarse, cheap first gate.

const API_PREFIXES = ["/v1.1/", "/v2/", "/v3/", "/api_gateway/", "/api/"];
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  const { pathname, search } = request.nextUrl;
  const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const isPublicPage = pathname === "/login" || pathname.startsWith("/_next/") || pathname === "/favicon.ico";

  if (!isApi && !isPublicPage && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const login = new URL("/login", request.url);
    if (pathname !== "/") login.searchParams.set("callbackUrl", pathname + search);
    const response = NextResponse.redirect(login);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = { matcher: ["/((?!_next/static|_next/image).*)"] };
