// GET /v2/customers/lookup/pointsExpirySchedule – future point expiries of a customer named by an identifier
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { buildExpirySchedule } from "@/lib/points/build-expiry-schedule.ts";
import { parseExpiryScheduleQuery } from "@/lib/points/parse-expiry-schedule-query.ts";
import { renderExpirySchedule } from "@/lib/points/render-expiry-schedule.ts";

export const GET = apiRoute({ family: v2Family, access: "points.read", read: true }, async ({ url, principal }) => {
  const query = parseExpiryScheduleQuery(url.searchParams, "lookup");
  const schedule = await buildExpirySchedule(
    principal,
    { identifierName: query.identifierName, identifierValue: query.identifierValue },
    query,
  );
  return json(renderExpirySchedule(schedule));
});
