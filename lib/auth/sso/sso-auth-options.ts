import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { db } from "../../db/client.ts";
import { logger } from "../../logging/logger.ts";
import { recordAccountSecurityEvent } from "../../security-events/record-account-security-event.ts";
import { signInContext } from "../sign-in/sign-in-context.ts";
import { openClientSecret, readOrganizationSso, type StoredSso } from "./organization-sso.ts";
import { SsoRefusal, ssoSignIn, type SsoClaims } from "./sso-sign-in.ts";
import { orgIdOfSsoProvider, ssoProviderId } from "./sso-settings-schema.ts";

/** A next-auth request that starts or completes an organization's single sign-on. */
export interface SsoAuthRequest {
  orgId: number;
  /** null when the organization has no single sign-on (any more). */
  options: NextAuthOptions | null;
  /** After next-auth answered: records a failure it only logged (wrong state, the provider's error, …). */
  finish(): Promise<void>;
}

/**
 * For `signin/sso-<orgId>` and `callback/sso-<orgId>`: the options with that organization's provider added.
 * Providers exist only per request, so /api/auth/providers never lists the organizations.
 */
export async function ssoAuthRequest(
  base: NextAuthOptions,
  segments: readonly string[],
  publicOrigin: string,
): Promise<SsoAuthRequest | null> {
  const [action, providerId, ...rest] = segments;
  if ((action !== "signin" && action !== "callback") || !providerId || rest.length) return null;
  const orgId = orgIdOfSsoProvider(providerId);
  if (orgId === null) return null;
  const sso = await readOrganizationSso(db, orgId);
  const failures: string[] = [];
  let recorded = false;
  const refused = async (reason: string, user?: { id: number; username: string }, details = {}) => {
    recorded = true;
    await securityEvent("sso.failed", orgId, user, { reason, step: action, ...details });
  };
  const options: NextAuthOptions | null = sso && {
    ...base,
    providers: [...base.providers, ssoProvider(orgId, sso)],
    logger: {
      error(code, metadata) {
        failures.push(code);
        // Only the error: the metadata of some codes holds the provider's claims.
        const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        logger().warn({ code, orgId, err }, "single sign-on failed");
      },
    },
    callbacks: {
      ...base.callbacks,
      async signIn({ user, account, profile }) {
        if (account?.provider !== ssoProviderId(orgId)) return false;
        try {
          const result = await ssoSignIn(orgId, (profile ?? {}) as SsoClaims, signInContext().requestId);
          // next-auth hands this same object to the jwt callback, which opens the session with it.
          Object.assign(user, result.user);
          await securityEvent(
            "sso.sign-in",
            orgId,
            { id: result.userId, username: result.username },
            {
              created: result.created,
              ...(result.accessChanged && { access: result.accessChanged }),
            },
          );
          return true;
        } catch (error) {
          if (!(error instanceof SsoRefusal)) throw error;
          await refused(error.reason, error.user);
          return `${publicOrigin}/login?error=${error.code}`;
        }
      },
    },
  };
  return {
    orgId,
    options,
    async finish() {
      if (!options) await refused("single sign-on is not set up");
      else if (failures.length && !recorded)
        await refused("the provider's answer was refused", undefined, { codes: failures });
    },
  };
}

/** The organization's OpenID provider through next-auth: discovery, PKCE, state and nonce checks. */
function ssoProvider(orgId: number, sso: StoredSso): OAuthConfig<SsoClaims> {
  const issuer = sso.issuer.replace(/\/+$/, "");
  return {
    id: ssoProviderId(orgId),
    name: "Single sign-on",
    type: "oauth",
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    clientId: sso.clientId,
    clientSecret: openClientSecret(orgId, sso.clientSecretEnc),
    idToken: true,
    checks: ["pkce", "state", "nonce"],
    // A "groups" claim is released under the scope of that name by most providers (Okta, oidc-provider).
    authorization: { params: { scope: `openid profile email${sso.groupsClaim === "groups" ? " groups" : ""}` } },
    // The claims are resolved to a user of ours in the signIn callback, which may refuse them.
    profile: (claims) => ({ id: String(claims.sub ?? ""), name: typeof claims.name === "string" ? claims.name : null }),
  };
}

async function securityEvent(
  action: "sso.sign-in" | "sso.failed",
  orgId: number,
  user: { id: number; username: string } | undefined,
  details: Record<string, unknown>,
): Promise<void> {
  const { ip, requestId } = signInContext();
  await recordAccountSecurityEvent({
    action,
    orgId,
    userId: user?.id ?? null,
    actorName: user?.username ?? "",
    path: "sso",
    ip,
    requestId,
    details,
  });
}
