import "server-only";
import { parseAccess, type AccessGroup } from "../../auth/access-groups.ts";
import { formatLocalIso } from "../../time/server-time.ts";
import type { UserStatus } from "./schemas.ts";

/** The columns of a user row the admin API shows. */
export interface UserRow {
  id: number;
  username: string;
  displayName: string;
  access: string;
  active: boolean;
  mustChangePassword: boolean;
  secondFactor: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
}

export const USER_VIEW_SELECT = {
  id: true,
  username: true,
  displayName: true,
  access: true,
  active: true,
  mustChangePassword: true,
  secondFactor: true,
  lastSignInAt: true,
  createdAt: true,
} as const;

export interface AdminUser {
  id: number;
  username: string;
  displayName: string;
  accessGroups: AccessGroup[];
  status: UserStatus;
  mustChangePassword: boolean;
  /** Holds an authenticator app or a passkey. */
  secondFactor: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

/** A user as /v2/admin/users answers it: groups as a sorted list, times in the server zone. */
export function renderAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    accessGroups: [...parseAccess(row.access)].sort(),
    status: row.active ? "ACTIVE" : "DEACTIVATED",
    mustChangePassword: row.mustChangePassword,
    secondFactor: row.secondFactor,
    lastSignInAt: row.lastSignInAt ? formatLocalIso(row.lastSignInAt) : null,
    createdAt: formatLocalIso(row.createdAt),
  };
}

/** The audited fields of a user: what an entry's before and after show (never the password). */
export function auditedUserFields(row: UserRow) {
  return {
    username: row.username,
    displayName: row.displayName,
    accessGroups: [...parseAccess(row.access)].sort(),
    status: row.active ? "ACTIVE" : "DEACTIVATED",
    mustChangePassword: row.mustChangePassword,
  };
}
