// GET /v2/audit/security-events – sign-ins, failed sign-ins, lockouts and token issuance naming the organization's users
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { findSecurityEvents } from "@/lib/security-events/find-security-events.ts";
import { findSecurityEventsQuerySchema } from "@/lib/security-events/schemas.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";

export const GET = apiRoute({ family: v2Family, access: "admin", read: true }, async ({ url, principal }) => {
  const query = parseQuery(findSecurityEventsQuerySchema, queryObject(url.searchParams));
  const page = await findSecurityEvents(principal, query);
  return json({
    pagination: { limit: query.limit, offset: query.offset, total: page.total },
    data: page.events.map((event) => ({ ...event, at: formatLocalIso(event.at) })),
    warnings: [],
  });
});
