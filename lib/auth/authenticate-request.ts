import "server-only";
import { MAX_USERNAME_CHARS, verifyCredentials } from "./verify-credentials.ts";
import { inputStringProblem } from "../validation/input-strings.ts";
import { checkAuthThrottle, recordAuthFailure, verifyThrottled } from "./auth-throttle.ts";
import { clientIp } from "./client-ip.ts";
import { principalForToken } from "./oauth-tokens.ts";
import type { Principal } from "./principal.ts";
import { credentialKey, principalThroughCache } from "./principal-cache.ts";
import { principalFromConsoleSession } from "./session-from-request.ts";
import { authenticationFailed, tokenInvalid } from "../errors/catalogue.ts";

export const OAUTH_HEADER = "x-cap-api-oauth-token";

function decodeBasic(value: string): { username: string; secret: string } | null {
  let decoded: string;
  try {
    decoded = Buffer.from(value, "base64").toString("utf8");
  } catch {
    return null;
  }
  const colon = decoded.indexOf(":");
  // A NUL or an overlong name would reach the throttle's table (PostgreSQL refuses both): no user has one.
  if (colon <= 0 || colon > MAX_USERNAME_CHARS || inputStringProblem(decoded)) return null;
  return { username: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * Basic, OAuth bearer (either header) or the same-origin console session; anything else is 401.
 * `requestId` is the call's X-Cap-Requestid, recorded with the security events of failures and refusals.
 */
export async function authenticateRequest(request: Request, requestId?: string): Promise<Principal> {
  const authorization = request.headers.get("authorization")?.trim() ?? "";
  const oauthHeader = request.headers.get(OAUTH_HEADER)?.trim();
  const [scheme, value = ""] = authorization.split(/\s+/, 2);

  if (oauthHeader || /^bearer$/i.test(scheme)) {
    const principal = await principalForToken(oauthHeader || value);
    // Counted per IP only: a token outlives a lockout of its key's token generation, and forged tokens
    // count against the IP they come from.
    const attempt = {
      username: principal?.username ?? null,
      ip: clientIp(request.headers),
      path: "bearer" as const,
      requestId,
    };
    await checkAuthThrottle(attempt);
    if (!principal) {
      await recordAuthFailure(attempt);
      throw tokenInvalid();
    }
    return principal;
  }
  if (/^basic$/i.test(scheme)) {
    const credentials = decodeBasic(value);
    const ip = clientIp(request.headers);
    if (!credentials) {
      await checkAuthThrottle({ username: null, ip, path: "basic" });
      await recordAuthFailure({ username: null, ip, path: "basic", requestId });
      throw authenticationFailed();
    }
    const attempt = { username: credentials.username, ip, path: "basic" as const, requestId };
    // A locked-out name is refused even with a remembered password; only a real check counts and clears.
    await checkAuthThrottle(attempt);
    const key = credentialKey("basic", credentials.username, credentials.secret);
    const principal = await principalThroughCache(key, async (refresh) => {
      const verified = await verifyThrottled(
        attempt,
        () => verifyCredentials(credentials.username, credentials.secret, "USER", "basic"),
        { clearFailures: !refresh },
      );
      return verified && { principal: verified, notAfter: Infinity };
    });
    if (!principal) throw authenticationFailed();
    return principal;
  }
  if (!authorization) {
    const principal = await principalFromConsoleSession(request);
    if (principal) return principal;
  }
  throw authenticationFailed();
}
