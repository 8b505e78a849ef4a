// GET /v2/customers/{id}/pointsExpirySchedule – future point expiries of the customer with the path id
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { buildExpirySchedule } from "@/lib/points/build-expiry-schedule.ts";
import { parseExpiryScheduleQuery } from "@/lib/points/parse-expiry-schedule-query.ts";
import { renderExpirySchedule } from "@/lib/points/render-expiry-schedule.ts";

export const GET = apiRoute<{ id: string }>(
  { family: v2Family, access: "points.read", read: true },
  async ({ url, params, principal }) => {
    const query = parseExpiryScheduleQuery(url.searchParams, "path");
    const customer = {
      id: parseIdParam(params.id),
      identifierName: query.identifierName,
      identifierValue: query.identifierValue,
    };
    return json(renderExpirySchedule(await buildExpirySchedule(principal, customer, query)));
  },
);
