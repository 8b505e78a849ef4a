import { z } from "zod";
import { optionalText, periodInOrder, periodPageFields } from "../audit/schemas.ts";
import { SECURITY_EVENT_ACTIONS, SECURITY_EVENT_NAME_MAX } from "./security-event-actions.ts";

// Client-safe (zod only): shared by GET /v2/audit/security-events and the console's /audit/security filters.

export const findSecurityEventsQuerySchema = z
  .object({
    action: z.preprocess((value) => (value === "" ? undefined : value), z.enum(SECURITY_EVENT_ACTIONS).optional()),
    actor: optionalText(SECURITY_EVENT_NAME_MAX),
    ...periodPageFields,
  })
  .strict()
  .superRefine(periodInOrder);
export type FindSecurityEventsQuery = z.output<typeof findSecurityEventsQuerySchema>;
