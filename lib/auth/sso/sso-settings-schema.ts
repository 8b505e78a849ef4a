import { z } from "zod";
import { ACCESS_GROUPS, type AccessGroup } from "../access-groups.ts";

// Client-safe: the organization's single sign-on settings as PATCH /v2/admin/settings takes them (`sso`)
// and as GET/PATCH answer them. The client secret goes in and never comes back out.

/** A sign-in name: what users type on the login page instead of the organization's id. */
export const SIGN_IN_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const SSO_GROUP_MAP_MAX = 50;
export const SSO_BREAK_GLASS_MAX = 50;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or http only for a loopback host (tests, a local IdP); no credentials, query or fragment. */
export function isAcceptableIssuer(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}

const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `at most ${max} characters`)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), "must not contain control characters");

export const ssoSettingsPatchSchema = z
  .object({
    issuer: z
      .string()
      .trim()
      .max(500, "at most 500 characters")
      .refine(isAcceptableIssuer, "must be an https URL (http only for localhost), without query or fragment"),
    clientId: printable(200),
    clientSecret: printable(500),
    // The ID token claim listing the user's IdP groups.
    groupsClaim: z
      .string()
      .max(100, "at most 100 characters")
      .regex(/^[A-Za-z0-9_.:/-]+$/, "letters, digits and _ . : / - only"),
    groupMap: z
      .record(printable(200), z.array(z.enum(ACCESS_GROUPS)).max(ACCESS_GROUPS.length))
      .refine((map) => Object.keys(map).length <= SSO_GROUP_MAP_MAX, `at most ${SSO_GROUP_MAP_MAX} IdP groups`),
    enforce: z.boolean(),
    // Usernames of the organization's admins who keep password sign-in under enforce; [] means every admin.
    breakGlassAdmins: z.array(z.string().trim().min(1).max(100)).max(SSO_BREAK_GLASS_MAX),
    signInName: z
      .string()
      .trim()
      .toLowerCase()
      .regex(SIGN_IN_NAME_PATTERN, "lower-case letters, digits and inner hyphens, 1 to 40 characters"),
  })
  .partial()
  .strict();
export type SsoSettingsPatch = z.infer<typeof ssoSettingsPatchSchema>;

/** What GET and PATCH /v2/admin/settings answer as `sso` (null when single sign-on is not set up). */
export interface SsoSettingsView {
  issuer: string;
  clientId: string;
  clientSecretSet: true;
  groupsClaim: string;
  groupMap: Record<string, AccessGroup[]>;
  enforce: boolean;
  breakGlassAdmins: string[];
  signInName: string;
  /** What to register at the IdP as the client's redirect URI. */
  redirectUri: string;
}

/** next-auth's provider id of an organization's single sign-on. */
export const ssoProviderId = (orgId: number): string => `sso-${orgId}`;

/** The organization id of an `sso-<id>` provider id, or null. */
export function orgIdOfSsoProvider(providerId: string): number | null {
  const match = /^sso-([1-9]\d{0,9})$/.exec(providerId);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
