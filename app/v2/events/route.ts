// GET /v2/events – the organization's event feed after a cursor, oldest first (for integrations that poll)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { feedQuerySchema } from "@/lib/events/feed-schemas.ts";
import { readFeed } from "@/lib/events/read-feed.ts";

export const GET = apiRoute({ family: v2Family, access: "events.read" }, async ({ principal, url }) => {
  const page = await readFeed(principal, parseQuery(feedQuerySchema, queryObject(url.searchParams)));
  return json({ ...page, warnings: [] });
});
