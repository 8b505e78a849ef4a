import "server-only";
import type { FieldValues } from "../../audit/audit-changes.ts";
import type { Tx } from "../../db/client.ts";
import { invalidInput } from "../../errors/catalogue.ts";
import { parseAccess } from "../access-groups.ts";
import { endLocalSessions } from "../sessions/end-sessions.ts";
import { isBreakGlass } from "./password-sign-in-policy.ts";
import { openClientSecret, readOrganizationSso, sealClientSecret, type StoredSso } from "./organization-sso.ts";
import { SIGN_IN_NAME_PATTERN, type SsoSettingsPatch } from "./sso-settings-schema.ts";

/** What a settings change did to single sign-on, for the settings' audit entry (the secret never by value). */
export interface SsoChange {
  before: FieldValues | null;
  after: FieldValues | null;
  secretChanged: boolean;
}

/**
 * Sets, updates (keeping what the patch leaves out, the secret among it) or with null removes the
 * organization's single sign-on, inside the settings transaction. null when nothing changed.
 */
export async function applySsoSettings(
  tx: Tx,
  orgId: number,
  patch: SsoSettingsPatch | null,
): Promise<SsoChange | null> {
  const was = await readOrganizationSso(tx, orgId);
  if (patch === null) {
    if (!was) return null;
    await tx.organizationSso.delete({ where: { orgId } });
    // The name is handed out with the provider; without one it would only answer "not set up".
    await tx.organization.update({ where: { id: orgId }, data: { signInName: null } });
    return { before: auditView(was), after: null, secretChanged: false };
  }
  if (!was)
    for (const field of ["issuer", "clientId", "clientSecret"] as const)
      if (patch[field] === undefined)
        throw invalidInput(`sso.${field}: is required when single sign-on is first set up`, `sso.${field}`);
  if (patch.breakGlassAdmins) await assertAdmins(tx, orgId, patch.breakGlassAdmins);
  const signInName = patch.signInName ?? was?.signInName ?? (await derivedSignInName(tx, orgId));
  if (patch.signInName !== undefined) await assertNameFree(tx, orgId, patch.signInName);
  const secretChanged =
    patch.clientSecret !== undefined && (!was || openClientSecret(orgId, was.clientSecretEnc) !== patch.clientSecret);
  const now: StoredSso = {
    issuer: patch.issuer ?? was!.issuer,
    clientId: patch.clientId ?? was!.clientId,
    clientSecretEnc: secretChanged ? sealClientSecret(orgId, patch.clientSecret!) : was!.clientSecretEnc,
    groupsClaim: patch.groupsClaim ?? was?.groupsClaim ?? "groups",
    groupMap: patch.groupMap ?? was?.groupMap ?? {},
    enforce: patch.enforce ?? was?.enforce ?? false,
    breakGlassAdmins: patch.breakGlassAdmins ? [...new Set(patch.breakGlassAdmins)] : (was?.breakGlassAdmins ?? []),
    signInName,
  };
  const before = was && auditView(was);
  const after = auditView(now);
  if (!secretChanged && JSON.stringify(before) === JSON.stringify(after)) return null;
  const columns = {
    issuer: now.issuer,
    clientId: now.clientId,
    clientSecretEnc: now.clientSecretEnc,
    groupsClaim: now.groupsClaim,
    groupMap: JSON.stringify(now.groupMap),
    enforce: now.enforce,
    breakGlassAdmins: JSON.stringify(now.breakGlassAdmins),
  };
  await tx.organizationSso.upsert({ where: { orgId }, create: { orgId, ...columns }, update: columns });
  if (signInName !== was?.signInName) await tx.organization.update({ where: { id: orgId }, data: { signInName } });
  if (now.enforce) await endEnforcedLocalSessions(tx, orgId, now.breakGlassAdmins);
  return { before, after, secretChanged };
}

const auditView = (sso: StoredSso): FieldValues => ({
  issuer: sso.issuer,
  clientId: sso.clientId,
  groupsClaim: sso.groupsClaim,
  groupMap: sso.groupMap,
  enforce: sso.enforce,
  breakGlassAdmins: sso.breakGlassAdmins,
  signInName: sso.signInName,
});

/** Break-glass admins must be admins of this organization now; one of another org is as unknown. */
async function assertAdmins(tx: Tx, orgId: number, usernames: string[]): Promise<void> {
  const users = await tx.user.findMany({
    where: { orgId, kind: "USER", username: { in: usernames } },
    select: { username: true, access: true },
  });
  const admins = new Set(users.filter((user) => parseAccess(user.access).has("admin")).map((user) => user.username));
  const index = usernames.findIndex((name) => !admins.has(name));
  if (index >= 0)
    throw invalidInput(
      `sso.breakGlassAdmins.${index}: no administrator named ${usernames[index]} in this organization`,
      `sso.breakGlassAdmins.${index}`,
    );
}

async function assertNameFree(tx: Tx, orgId: number, signInName: string): Promise<void> {
  const taken = await tx.organization.findFirst({ where: { signInName, id: { not: orgId } }, select: { id: true } });
  if (taken) throw signInNameTaken(signInName);
}

export const signInNameTaken = (signInName: string) =>
  invalidInput(`sso.signInName: ${signInName} is used by another organization`, "sso.signInName");

/** From the organization's name ("Acme Retail GmbH" → acme-retail-gmbh), made unique with a number. */
async function derivedSignInName(tx: Tx, orgId: number): Promise<string> {
  const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: { name: true } });
  const base =
    org.name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32)
      .replace(/-+$/, "") || `org-${orgId}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!SIGN_IN_NAME_PATTERN.test(candidate)) return `org-${orgId}`;
    const taken = await tx.organization.findFirst({ where: { signInName: candidate }, select: { id: true } });
    if (!taken) return candidate;
  }
}

/** Under enforce, the password and passkey sessions of everyone but the break-glass admins end at once. */
async function endEnforcedLocalSessions(tx: Tx, orgId: number, breakGlassAdmins: readonly string[]): Promise<void> {
  const signedIn = await tx.user.findMany({
    where: { orgId, sessions: { some: { endedAt: null, method: { not: "sso" } } } },
    select: { id: true, username: true, access: true },
  });
  const ending = signedIn.filter(
    (user) => !isBreakGlass({ ...user, access: parseAccess(user.access) }, breakGlassAdmins),
  );
  await endLocalSessions(
    tx,
    ending.map((user) => user.id),
    "sso-enforced",
  );
}
