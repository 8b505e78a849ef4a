import "server-only";
import { db } from "../../db/client.ts";
import { SIGN_IN_NAME_PATTERN, ssoProviderId } from "./sso-settings-schema.ts";

/**
 * The next-auth provider id of the organization a user named on the sign-in page, by its id or sign-in
 * name; null alike for an unknown organization and one without single sign-on.
 */
export async function resolveSsoProvider(organization: string): Promise<string | null> {
  const text = organization.trim().toLowerCase();
  const byId = /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647;
  if (!byId && !SIGN_IN_NAME_PATTERN.test(text)) return null;
  const org = await db.organization.findFirst({
    where: byId ? { id: Number(text) } : { signInName: text },
    select: { id: true, sso: { select: { orgId: true } } },
  });
  return org?.sso ? ssoProviderId(org.id) : null;
}
