import "server-only";
import type { Db, Tx } from "../db/client.ts";

const GROUP_INCLUDE = {
  periods: { orderBy: [{ startDate: "asc" as const }, { id: "asc" as const }] },
  targets: { orderBy: { id: "asc" as const } },
  streaks: { orderBy: { id: "asc" as const } },
};

type GroupRow = NonNullable<Awaited<ReturnType<typeof loadGroupRows>>>[number];

export interface Actor {
  id: number;
  username: string;
  displayName: string;
}

/** A group with its periods, targets and streaks, and the users its attribution names. */
export type TargetGroupRecord = GroupRow & { createdBy: Actor | null; lastUpdatedBy: Actor | null };

async function loadGroupRows(client: Db | Tx, where: { orgId: number; id?: number | { in: number[] } }) {
  return client.targetGroup.findMany({ where, include: GROUP_INCLUDE, orderBy: { id: "asc" } });
}

/** Loads the organization's groups by id, in id order; another org's id simply finds nothing. */
export async function loadTargetGroups(client: Db | Tx, orgId: number, ids: number[]): Promise<TargetGroupRecord[]> {
  if (ids.length === 0) return [];
  const rows = await loadGroupRows(client, { orgId, id: { in: ids } });
  const userIds = [...new Set(rows.flatMap((r) => [r.createdById, r.lastUpdatedById]))];
  const users = await client.user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, username: true, displayName: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((row) => ({
    ...row,
    createdBy: byId.get(row.createdById) ?? null,
    lastUpdatedBy: byId.get(row.lastUpdatedById) ?? null,
  }));
}
