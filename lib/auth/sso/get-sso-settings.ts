import "server-only";
import { db } from "../../db/client.ts";
import { readOrganizationSso, ssoSettingsView } from "./organization-sso.ts";
import type { SsoSettingsView } from "./sso-settings-schema.ts";

/** The organization's single sign-on as the settings answer and page show it (never the secret). */
export async function getSsoSettings(orgId: number, publicOrigin: string): Promise<SsoSettingsView | null> {
  return ssoSettingsView(orgId, await readOrganizationSso(db, orgId), publicOrigin);
}
