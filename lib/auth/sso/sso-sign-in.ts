import "server-only";
import { mayAct } from "../user-standing.ts";
import { randomBytes } from "node:crypto";
import type { AuditActor } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { userEvent } from "../../events/payloads/admin.ts";
import { publishEvents } from "../../events/store/outbox-store.ts";
import { db, type Tx } from "../../db/client.ts";
import { formatAccess, parseAccess, type AccessGroup } from "../access-groups.ts";
import { hashPassword } from "../password.ts";
import type { SignedInUser } from "../sign-in/signed-in-user.ts";
import { readOrganizationSso } from "./organization-sso.ts";
import { SSO_ERRORS } from "./sso-sign-in-errors.ts";

/** What the provider's ID token says about the user (its claims, as the provider sent them). */
export type SsoClaims = Record<string, unknown>;

/** A refused single sign-on: `code` goes to the login page, the rest to the security event. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: (typeof SSO_ERRORS)[keyof typeof SSO_ERRORS],
    readonly reason: string,
    readonly user?: { id: number; username: string },
  ) {
    super(code);
    this.name = "SsoRefusal";
  }
}

export interface SsoSignInResult {
  user: SignedInUser;
  userId: number;
  username: string;
  created: boolean;
  /** The access groups before and after, when this sign-in changed them. */
  accessChanged?: { before: AccessGroup[]; after: AccessGroup[] };
}

const USERNAME_MAX = 100;
const SSO_ACTOR = (orgId: number, requestId?: string): AuditActor => ({
  orgId,
  userId: null,
  username: "single sign-on",
  kind: "SYSTEM",
  requestId: requestId ?? null,
});

/**
 * Signs a user in by their provider's subject: the existing user of the organization, or a new one (JIT).
 * Their access groups become the union of the group map's entries for the groups claim, on every sign-in
 * (audited when they change). Refused (SsoRefusal) when no group maps, or the user is deactivated.
 */
export async function ssoSignIn(orgId: number, claims: SsoClaims, requestId?: string): Promise<SsoSignInResult> {
  const subject = typeof claims.sub === "string" ? claims.sub : "";
  if (!subject) throw new Error("the ID token has no subject");
  // A JIT user's password is never known to anyone: they sign in through the provider only.
  const unusableHash = await hashPassword(randomBytes(32).toString("hex"));
  const result = await db.$transaction(async (tx) => {
    const sso = await readOrganizationSso(tx, orgId);
    if (!sso) throw new SsoRefusal(SSO_ERRORS.notConfigured, "single sign-on is not set up");
    const access = mappedAccess(sso.groupMap, claims[sso.groupsClaim]);
    const existing = await tx.user.findUnique({ where: { orgId_ssoSubject: { orgId, ssoSubject: subject } } });
    if (existing) {
      const who = { id: existing.id, username: existing.username };
      // Deactivated, revoked or past its expiry: as refused here as on any other sign-in.
      if (!mayAct(existing) || existing.kind !== "USER")
        throw new SsoRefusal(SSO_ERRORS.deactivated, "deactivated", who);
      if (access.length === 0) throw new SsoRefusal(SSO_ERRORS.noAccess, "no mapped group", who);
      const before = [...parseAccess(existing.access)].sort();
      const changed = JSON.stringify(before) !== JSON.stringify(access);
      if (changed) {
        await tx.user.update({ where: { id: existing.id }, data: { access: formatAccess(access) } });
        await recordAudit(tx, SSO_ACTOR(orgId, requestId), {
          entity: "user",
          entityId: existing.id,
          action: "update",
          before: { access: before },
          after: { access },
        });
      }
      return {
        userId: existing.id,
        username: existing.username,
        displayName: existing.displayName,
        created: false,
        ...(changed && { accessChanged: { before, after: access } }),
      };
    }
    if (access.length === 0) throw new SsoRefusal(SSO_ERRORS.noAccess, "no mapped group");
    const username = await uniqueUsername(tx, claims);
    const displayName = text(claims.name, 100) || username;
    const user = await tx.user.create({
      data: {
        orgId,
        username,
        displayName,
        kind: "USER",
        passwordHash: unusableHash,
        access: formatAccess(access),
        ssoSubject: subject,
      },
    });
    await recordAudit(tx, SSO_ACTOR(orgId, requestId), {
      entity: "user",
      entityId: user.id,
      action: "create",
      after: { username, displayName, kind: "USER", access: user.access, active: true, ssoSubject: subject },
    });
    await publishEvents(tx, orgId, [userEvent("user.created", user)]);
    return { userId: user.id, username, displayName, created: true };
  });
  await db.user.updateMany({ where: { id: result.userId }, data: { lastSignInAt: new Date() } });
  return {
    ...result,
    user: { id: String(result.userId), name: result.displayName, method: "sso", secondFactor: false },
  };
}

/** The union of the map's access groups for the user's IdP groups (the claim a string or a list). */
export function mappedAccess(groupMap: Record<string, AccessGroup[]>, claim: unknown): AccessGroup[] {
  const groups = typeof claim === "string" ? [claim] : Array.isArray(claim) ? claim : [];
  const access = new Set<AccessGroup>();
  for (const group of groups)
    if (typeof group === "string" && Object.hasOwn(groupMap, group)) for (const g of groupMap[group]) access.add(g);
  return [...access].sort();
}

function text(value: unknown, max: number): string {
  return typeof value === "string"
    ? Array.from(value.trim().replace(/[\u0000-\u001f\u007f]/g, ""))
        .slice(0, max)
        .join("")
    : "";
}

/** preferred_username, else the e-mail address, else "sso-user", in the username alphabet, made unique. */
async function uniqueUsername(tx: Tx, claims: SsoClaims): Promise<string> {
  const wanted = [text(claims.preferred_username, 200), text(claims.email, 200), "sso-user"]
    .map((name) => name.replace(/[^\w.@-]+/g, "-").replace(/^-+|-+$/g, ""))
    .find((name) => name.length >= 3) as string;
  const base = wanted.slice(0, USERNAME_MAX - 4);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await tx.user.findUnique({ where: { username: candidate }, select: { id: true } });
    if (!taken) return candidate;
  }
}
