import "server-only";
import { ACCESS_GROUPS, type AccessGroup } from "../access-groups.ts";
import { openSecret, sealSecret, type SealedPlace } from "../../crypto/secret-box.ts";
import type { Db, Tx } from "../../db/client.ts";
import { ssoProviderId, type SsoSettingsView } from "./sso-settings-schema.ts";

/** An organization's single sign-on as stored, the JSON columns parsed; the secret still sealed. */
export interface StoredSso {
  issuer: string;
  clientId: string;
  clientSecretEnc: string;
  groupsClaim: string;
  groupMap: Record<string, AccessGroup[]>;
  enforce: boolean;
  breakGlassAdmins: string[];
  signInName: string | null;
}

const secretPlace = (orgId: number): SealedPlace => ({ orgId, field: "OrganizationSso.clientSecretEnc", rowId: orgId });

export const sealClientSecret = (orgId: number, secret: string): string => sealSecret(secret, secretPlace(orgId));
export const openClientSecret = (orgId: number, sealed: string): string =>
  openSecret(sealed, secretPlace(orgId), "OrganizationSso.clientSecretEnc");

/** The organization's single sign-on, or null when it has none. */
export async function readOrganizationSso(client: Db | Tx, orgId: number): Promise<StoredSso | null> {
  const row = await client.organizationSso.findUnique({
    where: { orgId },
    include: { org: { select: { signInName: true } } },
  });
  if (!row) return null;
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretEnc: row.clientSecretEnc,
    groupsClaim: row.groupsClaim,
    groupMap: parseGroupMap(row.groupMap),
    enforce: row.enforce,
    breakGlassAdmins: parseNames(row.breakGlassAdmins),
    signInName: row.org.signInName,
  };
}

/** The settings answer's `sso`; the redirect URI is where next-auth takes the provider's answer. */
export function ssoSettingsView(orgId: number, stored: StoredSso | null, publicOrigin: string): SsoSettingsView | null {
  if (!stored) return null;
  return {
    issuer: stored.issuer,
    clientId: stored.clientId,
    clientSecretSet: true,
    groupsClaim: stored.groupsClaim,
    groupMap: stored.groupMap,
    enforce: stored.enforce,
    breakGlassAdmins: stored.breakGlassAdmins,
    signInName: stored.signInName ?? "",
    redirectUri: `${publicOrigin}/api/auth/callback/${ssoProviderId(orgId)}`,
  };
}

// Stored JSON is written only by this module; anything unexpected in it is dropped rather than trusted.
function parseGroupMap(text: string): Record<string, AccessGroup[]> {
  const known = new Set<string>(ACCESS_GROUPS);
  const parsed: unknown = safeJson(text);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([group, groups]) => [
      group,
      Array.isArray(groups) ? groups.filter((g): g is AccessGroup => typeof g === "string" && known.has(g)) : [],
    ]),
  );
}

function parseNames(text: string): string[] {
  const parsed: unknown = safeJson(text);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === "string") : [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
