import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { loadTargetGroups, type TargetGroupRecord } from "./load-target-group.ts";
import { findTargetGroupIds } from "./store/find-target-group-ids.ts";

export interface FindTargetGroupsOptions {
  /** Part of the name, matched case-insensitively; `%` and `_` are plain text. */
  name?: string;
  active?: boolean;
  page?: number;
  size?: number;
}

export interface TargetGroupPage {
  items: TargetGroupRecord[];
  total: number;
  page: number;
  size: number;
}

/**
 * A page of the caller's organization's groups, newest first, with periods, targets and streaks. `nameKey`
 * is lower-cased in JavaScript on write, so the search text is lower-cased the same way.
 */
export async function findTargetGroups(
  principal: Principal,
  options: FindTargetGroupsOptions = {},
): Promise<TargetGroupPage> {
  const page = options.page ?? 0;
  const size = options.size ?? 50;
  const name = options.name?.trim().toLowerCase();
  const found = await findTargetGroupIds(
    db,
    { orgId: principal.orgId, nameKey: name || undefined, active: options.active },
    { take: size, skip: page * size },
  );
  const groups = await loadTargetGroups(db, principal.orgId, found.ids);
  return { items: groups.reverse(), total: found.total, page, size };
}
