import { checkAuthThrottle } from "./auth-throttle.ts";
import { clientIp } from "./client-ip.ts";
import { REQUEST_ID_HEADER } from "../http/request-id.ts";
import { RetryLaterError } from "../errors/retry-later-error.ts";
import { SIGN_IN_ERRORS } from "./sign-in/signed-in-user.ts";

export const THROTTLED_SIGN_IN_ERROR = SIGN_IN_ERRORS.throttled;

/**
 * Console sign-in (password or passkey) of a locked-out username or IP answers 429 with Retry-After before next-auth runs
 * (next-auth itself can only answer 401). The body keeps next-auth's `{url}` shape, so its client's
 * signIn() reports `error: "TooManyAttempts"` and `status: 429`. Anything else returns null.
 */
export async function refuseThrottledSignIn(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  // A passkey sign-in names no user: its IP's lockout still holds.
  if (request.method !== "POST" || !/\/callback\/(credentials|passkey)$/.test(url.pathname)) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const username = form?.get("username");
  try {
    await checkAuthThrottle({
      username: typeof username === "string" && username ? username : null,
      ip: clientIp(request.headers),
      path: "console",
      requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined,
    });
    return null;
  } catch (error) {
    if (!(error instanceof RetryLaterError)) throw error;
    const target = new URL("/login", url.origin);
    target.searchParams.set("error", THROTTLED_SIGN_IN_ERROR);
    return Response.json(
      { url: target.toString() },
      { status: 429, headers: { "retry-after": String(error.retryAfterSeconds) } },
    );
  }
}
