import "server-only";
import { formatAccess, type AccessGroup } from "../auth/access-groups.ts";
import type { Principal } from "../auth/principal.ts";

/** What an administrator's new account is given, whether a user or an API client. */
export interface NewAccount {
  kind: "USER" | "API_CLIENT";
  username: string;
  displayName: string;
  accessGroups: Iterable<AccessGroup>;
  /** The hash of its one-time password or secret, which is answered once and never stored in clear. */
  passwordHash: string;
}

/** The columns of a new account's row in the caller's organization. */
export function newAccountRow(
  principal: Principal,
  { kind, username, displayName, accessGroups, passwordHash }: NewAccount,
) {
  return { orgId: principal.orgId, kind, username, displayName, access: formatAccess(accessGroups), passwordHash };
}
