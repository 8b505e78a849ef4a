// GET /v2/audit – the organization's audit log, newest first, filtered by entity, entity id, actor and time
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { findAuditEntries } from "@/lib/audit/find-audit-entries.ts";
import { findAuditQuerySchema } from "@/lib/audit/schemas.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";

export const GET = apiRoute({ family: v2Family, access: "admin", read: true }, async ({ url, principal }) => {
  const query = parseQuery(findAuditQuerySchema, queryObject(url.searchParams));
  const page = await findAuditEntries(principal, query);
  return json({
    pagination: { limit: query.limit, offset: query.offset, total: page.total },
    data: page.entries.map((entry) => ({ ...entry, at: formatLocalIso(entry.at) })),
    warnings: [],
  });
});
