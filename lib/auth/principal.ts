import "server-only";
import type { AccessGroup } from "./access-groups.ts";
import { hasAccess, parseAccess, readAccess } from "./access-groups.ts";
import { accessDenied } from "../errors/catalogue.ts";

/** Who is acting: a console user or an API client, always inside one organization. */
export interface Principal {
  userId: number;
  username: string;
  displayName: string;
  kind: "USER" | "API_CLIENT";
  orgId: number;
  access: ReadonlySet<AccessGroup>;
  via: "basic" | "oauth" | "session" | "system";
  /** The X-Cap-Requestid of the call being served, so the audit log can name it without the domain knowing HTTP. */
  requestId?: string;
  /** Signed in with a one-time password: only changing it is allowed until then. */
  mustChangePassword?: boolean;
  /** Holds a second factor (a confirmed authenticator app or a passkey). */
  secondFactor?: boolean;
  /** The organization requires a second factor of one of this user's groups and they have none yet. */
  mustEnrolSecondFactor?: boolean;
  /** The console session (UserSession.id) the call came with, when it came with one. */
  sessionId?: string;
  /** When that console session signed in. */
  signedInAt?: Date;
}

export interface PrincipalRow {
  id: number;
  username: string;
  displayName: string;
  kind: string;
  orgId: number;
  access: string;
  mustChangePassword?: boolean;
  secondFactor?: boolean;
  /** The organization's mfaRequiredFor, as stored (space-separated groups), when it was read along. */
  mfaRequiredFor?: string;
}

export function principalFromUser(user: PrincipalRow, via: Principal["via"]): Principal {
  const access = parseAccess(user.access);
  const secondFactor = user.secondFactor === true;
  const required = parseAccess(user.mfaRequiredFor ?? "");
  return {
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    kind: user.kind === "API_CLIENT" ? "API_CLIENT" : "USER",
    orgId: user.orgId,
    access,
    via,
    mustChangePassword: user.mustChangePassword === true,
    secondFactor,
    mustEnrolSecondFactor:
      user.kind !== "API_CLIENT" && !secondFactor && [...required].some((group) => access.has(group)),
  };
}

export function can(principal: Principal, group: AccessGroup): boolean {
  return hasAccess(principal.access, group);
}

export function assertAccess(principal: Principal, group: AccessGroup): void {
  if (!can(principal, group)) throw accessDenied(group);
}

export function assertAnyAccess(principal: Principal, groups: readonly AccessGroup[]): void {
  if (!groups.some((group) => can(principal, group))) throw accessDenied(groups.join(" or "));
}

/** May read what the groups guard: one of them, or the readonly group. */
export function canRead(principal: Principal, groups: AccessGroup | readonly AccessGroup[]): boolean {
  return readAccess(groups).some((group) => can(principal, group));
}

export function assertReadAccess(principal: Principal, group: AccessGroup): void {
  if (!canRead(principal, group)) throw accessDenied(group);
}
