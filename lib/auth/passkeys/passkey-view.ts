import { formatLocalIso } from "../../time/server-time.ts";

// How the API answers a passkey (never its key or counter); the console imports the type only.

export interface PasskeyView {
  id: number;
  name: string;
  /** In the server's time zone, as every time the API answers. */
  createdAt: string;
  lastUsedAt: string | null;
  /** The passkey is synced by its provider (backed up), so it survives the loss of one device. */
  backedUp: boolean;
  transports: string[];
}

export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
  transports: string;
}

export function renderPasskey(row: PasskeyRow): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: formatLocalIso(row.createdAt),
    lastUsedAt: row.lastUsedAt ? formatLocalIso(row.lastUsedAt) : null,
    backedUp: row.backedUp,
    transports: row.transports.split(" ").filter(Boolean),
  };
}

export const PASSKEY_VIEW_FIELDS = {
  id: true,
  name: true,
  createdAt: true,
  lastUsedAt: true,
  backedUp: true,
  transports: true,
} as const;
