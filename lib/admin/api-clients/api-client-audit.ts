import "server-only";
import { recordRowChange } from "../../audit/record-row-change.ts";
import type { Principal } from "../../auth/principal.ts";
import type { Tx } from "../../db/client.ts";
import type { ApiClientRow } from "./api-client-view.ts";

type Snapshot = Pick<ApiClientRow, "username" | "displayName" | "access" | "expiresAt" | "active" | "revokedAt"> & {
  previousPasswordUntil?: Date | null;
};

const fields = (row: Snapshot) => ({
  key: row.username,
  name: row.displayName,
  accessGroups: row.access,
  expiresAt: row.expiresAt,
  active: row.active,
  revokedAt: row.revokedAt,
  ...(row.previousPasswordUntil === undefined ? {} : { previousSecretUntil: row.previousPasswordUntil }),
});

/** One audit entry for a change of an API client, in the change's transaction; the secret only as "changed". */
export function auditApiClientChange(
  tx: Tx,
  principal: Principal,
  action: "create" | "update" | "rotate" | "revoke",
  id: number,
  before: Snapshot | null,
  after: Snapshot,
  secretChanged = false,
): Promise<void> {
  const change = { entity: "apiClient", entityId: id, action, before, after } as const;
  return recordRowChange(tx, principal, change, fields, secretChanged ? "secret" : undefined);
}
