import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { loadTargetGroups, type TargetGroupRecord } from "./load-target-group.ts";

export interface FindTargetGroupsOptions {
  /** Part of the name, matched case-insensitively. */
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

/** A page of the caller's organization's groups, newest first, with periods, targets and streaks. */
export async function findTargetGroups(principal: Principal, options: FindTargetGroupsOptions = {}): Promise<TargetGroupPage> {
  const page = options.page ?? 0;
  const size = options.size ?? 50;
  const name = options.name?.trim().toLowerCase();
  const where = { orgId: principal.orgId, ...(name ? { nameKey: { contains: name } } : {}), ...(options.active === undefined ? {} : { active: options.active }) };
  const [rows, total] = await Promise.all([
    db.targetGroup.findMany({ where, select: { id: true }, orderBy: { id: "desc" }, skip: page * size, take: size }),
    db.targetGroup.count({ where }),
  ]);
  const groups = await loadTargetGroups(db, principal.orgId, rows.map((r) => r.id));
  return { items: groups.reverse(), total, page, size };
}
