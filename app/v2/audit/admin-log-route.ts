import type { z } from "zod";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import type { Principal } from "@/lib/auth/principal.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";

/**
 * GET of a log administrators read (the audit log, the security events): the query read by the log's schema,
 * one page of it in the v2 paging shape, each row's time in server time.
 */
export function adminLogRoute<S extends z.ZodType<{ limit: number; offset: number }>, P extends { total: number }>(
  schema: S,
  find: (principal: Principal, query: z.output<S>) => Promise<P>,
  rowsOf: (page: P) => { at: Date }[],
) {
  return apiRoute({ family: v2Family, access: "admin", read: true }, async ({ url, principal }) => {
    const query = parseQuery(schema, queryObject(url.searchParams));
    const page = await find(principal, query);
    return json({
      pagination: { limit: query.limit, offset: query.offset, total: page.total },
      data: rowsOf(page).map((row) => ({ ...row, at: formatLocalIso(row.at) })),
      warnings: [],
    });
  });
}
