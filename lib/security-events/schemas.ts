import { z } from "zod";
import { optionalDate, optionalText } from "../audit/schemas.ts";
import { queryInt } from "../validation/query-int.ts";
import { SECURITY_EVENT_ACTIONS, SECURITY_EVENT_NAME_MAX } from "./security-event-actions.ts";

// Client-safe (zod only): shared by GET /v2/audit/security-events and the console's /audit/security filters.

export const findSecurityEventsQuerySchema = z
  .object({
    action: z.preprocess((value) => (value === "" ? undefined : value), z.enum(SECURITY_EVENT_ACTIONS).optional()),
    actor: optionalText(SECURITY_EVENT_NAME_MAX),
    from: optionalDate,
    to: optionalDate,
    limit: queryInt(1, 100, 20),
    offset: queryInt(0, 1_000_000, 0),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
  });
export type FindSecurityEventsQuery = z.output<typeof findSecurityEventsQuerySchema>;
