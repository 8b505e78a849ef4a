import "server-only";
import { formatLocalIso } from "../../time/server-time.ts";
import { describeDevice } from "./describe-device.ts";

export interface SessionRow {
  id: string;
  method: string;
  secondFactor: boolean;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export const SESSION_VIEW_SELECT = {
  id: true,
  method: true,
  secondFactor: true,
  userAgent: true,
  ip: true,
  createdAt: true,
  lastSeenAt: true,
  expiresAt: true,
} as const;

/** One open session as GET /v2/me/sessions answers it (times in the server zone); `current`: the caller's own. */
export function renderSession(row: SessionRow, currentId: string | undefined) {
  return {
    id: row.id,
    current: row.id === currentId,
    method: row.method,
    secondFactor: row.secondFactor,
    device: describeDevice(row.userAgent),
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: formatLocalIso(row.createdAt),
    lastSeenAt: formatLocalIso(row.lastSeenAt),
    expiresAt: formatLocalIso(row.expiresAt),
  };
}

export type SessionView = ReturnType<typeof renderSession>;
