import "server-only";
import { checkCredentials, MAX_USERNAME_CHARS } from "./verify-credentials.ts";
import { inputStringProblem } from "../validation/input-strings.ts";
import { checkAuthThrottle, recordAuthFailure, verifyThrottled } from "./auth-throttle.ts";
import { clientIp } from "./client-ip.ts";
import { principalForToken } from "./oauth-tokens.ts";
import type { Principal } from "./principal.ts";
import { credentialKey, forgetCredential, verifiedThroughCache } from "./principal-cache.ts";
import { principalFromUser } from "./principal.ts";
import { mayAct, readUserStanding } from "./user-standing.ts";
import { recordSignIn } from "./record-sign-in.ts";
import { principalFromConsoleSession } from "./session-from-request.ts";
import { authenticationFailed, basicRefusedForSecondFactor, tokenInvalid } from "../errors/catalogue.ts";

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
    const principal = await basicPrincipal(attempt, credentials.secret);
    if (!principal) throw authenticationFailed();
    // A password alone is not enough for someone who holds a second factor; integrations use API clients.
    if (principal.secondFactor) throw basicRefusedForSecondFactor();
    return principal;
  }
  if (!authorization) {
    const principal = await principalFromConsoleSession(request);
    if (principal) return principal;
  }
  throw authenticationFailed();
}

type BasicAttempt = { username: string; ip: string; path: "basic"; requestId?: string };

/**
 * The principal of a Basic credential. The password check may come from the cache; the user row never
 * does: it is read on every call, so standing and access are as they are now on every instance. A stored
 * hash other than the one the secret matched (a changed or rehashed password) means checking it again.
 */
async function basicPrincipal(attempt: BasicAttempt, secret: string): Promise<Principal | null> {
  const key = credentialKey("basic", attempt.username, secret);
  const verify = async (refresh: boolean) => {
    const verified = await verifyThrottled(
      attempt,
      async () => {
        const checked = await checkCredentials(attempt.username, secret, "USER", "basic");
        return checked && { ...checked.principal, checkedHash: checked.passwordHash };
      },
      { clearFailures: !refresh },
    );
    if (!verified) return null;
    const { checkedHash, ...principal } = verified;
    if (!refresh) await recordSignIn(principal.userId);
    return { principal, passwordHash: checkedHash, notAfter: Infinity };
  };
  for (let tries = 0; tries < 2; tries += 1) {
    const verified = await verifiedThroughCache(key, verify);
    if (!verified) return null;
    const user = await readUserStanding(verified.principal.userId);
    if (!user || !mayAct(user)) return null;
    if (user.passwordHash === verified.passwordHash)
      return principalFromUser({ ...user, mfaRequiredFor: user.org.mfaRequiredFor }, "basic");
    forgetCredential(key);
  }
  return null;
}
