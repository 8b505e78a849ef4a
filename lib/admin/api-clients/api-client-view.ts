import { parseAccess } from "../../auth/access-groups.ts";
import { API_CLIENT_LIMITS, type ApiClientStatus } from "./schemas.ts";

// Client-safe: what the API answers and the console shows of an API client. Never a secret or its hash.

/** The columns of a User row of kind API_CLIENT that an answer is made of. */
export interface ApiClientRow {
  id: number;
  username: string;
  displayName: string;
  access: string;
  active: boolean;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const API_CLIENT_SELECT = {
  id: true,
  username: true,
  displayName: true,
  access: true,
  active: true,
  createdAt: true,
  expiresAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

export interface ApiClientView {
  id: number;
  key: string;
  name: string;
  accessGroups: string[];
  expiresAt: string | null;
  status: ApiClientStatus;
  lastUsedAt: string | null;
  expiresSoon: boolean;
  createdAt: string;
}

/** Revoked (or deactivated) wins over expired: neither ever gets a token again. */
export function apiClientStatus(row: Pick<ApiClientRow, "active" | "revokedAt" | "expiresAt">, now = Date.now()) {
  if (row.revokedAt || !row.active) return "REVOKED";
  if (row.expiresAt && row.expiresAt.getTime() <= now) return "EXPIRED";
  return "ACTIVE";
}

export function renderApiClient(row: ApiClientRow, now = Date.now()): ApiClientView {
  const status = apiClientStatus(row, now);
  return {
    id: row.id,
    key: row.username,
    name: row.displayName,
    accessGroups: [...parseAccess(row.access)].sort(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresSoon:
      status === "ACTIVE" &&
      row.expiresAt !== null &&
      row.expiresAt.getTime() - now <= API_CLIENT_LIMITS.expiresSoonDays * 86_400_000,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answer to a creation or rotation: the client's identity, and nothing a list would not show. */
export function renderIssuedClient(row: ApiClientRow) {
  const view = renderApiClient(row);
  return {
    id: view.id,
    key: view.key,
    name: view.name,
    accessGroups: view.accessGroups,
    expiresAt: view.expiresAt,
  };
}
