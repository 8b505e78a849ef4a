import { z } from "zod";
import { queryInt } from "../validation/query-int.ts";

// Client-safe (zod only): the paging and search every /v2/admin list and its console page share.

/** `limit`, `offset` and an optional search text `q`, as the other v2 lists take them. */
export const adminListQueryFields = {
  q: z
    .string()
    .trim()
    .max(100, "at most 100 characters")
    .optional()
    .transform((text) => text || undefined),
  limit: queryInt(1, 200, 50),
  offset: queryInt(0, 1_000_000, 0),
};

export const adminListQuerySchema = z.object(adminListQueryFields).strict();
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

export interface AdminPage<T> {
  items: T[];
  total: number;
}

/** An admin list's answer: the page, and paging as GET /v2/audit gives it. */
export function adminListBody<T, R>(
  page: AdminPage<T>,
  query: { limit: number; offset: number },
  render: (item: T) => R,
) {
  return {
    data: page.items.map(render),
    pagination: { limit: query.limit, offset: query.offset, total: page.total },
    warnings: [],
  };
}
