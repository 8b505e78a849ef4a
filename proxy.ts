import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_ID_HEADER, requestIdFrom } from "./lib/http/request-id.ts";
import { securityHeaders } from "./lib/http/security-headers.ts";
import { logPageRequest } from "./lib/logging/page-request-log.ts";
import { queryInputProblem } from "./lib/http/query-input-problem.ts";

// Runs before every request: gives it a request id (echoed on the response for tracing) and sends a
// console visitor without a session cookie to the sign-in page. Pages still check the session and the
// access they need themselves; this is only the coarse, cheap first gate. It also sets the security
// headers (CSP with a fresh nonce per page, nosniff, Referrer-Policy, HSTS over https) on every answer.

const API_PREFIXES = ["/v1.1/", "/v2/", "/v3/", "/api_gateway/", "/api/"];
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];
// Browsers fetch the icons without cookies (tabs, bookmarks, the sign-in page itself).
const PUBLIC_FILES = ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png"];

export function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  const { pathname, search } = request.nextUrl;
  const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === "/metrics";
  // The API reference document is public like the API it describes; the /docs page that renders it is not.
  const isPublicPage =
    pathname === "/login" ||
    pathname.startsWith("/_next/") ||
    pathname === "/favicon.ico" ||
    pathname === "/openapi.json";

  if (
    !isApi &&
    !isPublicPage &&
    !PUBLIC_FILES.includes(pathname) &&
    !SESSION_COOKIES.some((name) => request.cookies.has(name))
  ) {
    const login = new URL("/login", request.url);
    if (pathname !== "/") login.searchParams.set("callbackUrl", pathname + search);
    const response = NextResponse.redirect(login);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    logPageRequest(request, requestId, response.status);
    return withHeaders(response, securityHeaders(request, "page").response);
  }
  // API routes refuse such a query in their family's envelope (lib/api/api-route.ts); a page, in plain text.
  const badQuery = isApi ? undefined : queryInputProblem(request.nextUrl);
  if (badQuery) {
    const response = new NextResponse(`Bad request: ${badQuery}`, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", [REQUEST_ID_HEADER]: requestId },
    });
    logPageRequest(request, requestId, response.status, "page query refused");
    return withHeaders(response, securityHeaders(request, "page").response);
  }
  // API routes log a complete line in their wrapper; pages and server actions are logged here.
  if (!isApi && !pathname.startsWith("/_next/") && !PUBLIC_FILES.includes(pathname)) logPageRequest(request, requestId);
  const security = securityHeaders(request, isApi ? "api" : "page");
  const headers = withHeaders(new Headers(request.headers), security.request);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return withHeaders(response, security.response);
}

function withHeaders<T extends Headers | Response>(target: T, values: Record<string, string>): T {
  const headers = target instanceof Headers ? target : target.headers;
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
  return target;
}

export const config = { matcher: ["/((?!_next/static|_next/image).*)"] };
