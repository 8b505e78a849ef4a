import { z } from "zod";
import { LOOKUP_IDENTIFIER_NAMES } from "../customers/schemas.ts";
import { sourceSchema } from "../validation/source.ts";
import { idParam } from "../validation/id-param.ts";

// Query of GET /v2/customers/{lookup|id}/pointsExpirySchedule, shared with the console's schedule form.
// Relative date rules (past, order, 100 years) need the server clock: lib/points/build-expiry-schedule.ts.

export const EXPIRY_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written as yyyy-MM-dd (2025-02-30 is refused). */
export function isCalendarDate(text: string): boolean {
  if (!EXPIRY_DATE_PATTERN.test(text)) return false;
  const [year, month, day] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const flag = z
  .string()
  .regex(/^(true|false)$/i, "must be true or false")
  .transform((value) => value.toLowerCase() === "true");
const calendarDate = z.string().refine(isCalendarDate, "must be a date written yyyy-MM-dd");

const baseShape = {
  source: sourceSchema,
  accountId: z.string().max(100, "at most 100 characters").optional(),
  identifierName: z.enum(LOOKUP_IDENTIFIER_NAMES).optional(),
  identifierValue: z.string().trim().min(1, "must not be empty").max(100, "at most 100 characters").optional(),
  fetchDataForAllPrograms: flag.optional(),
  fetchEarliestExpiryOnly: flag.optional(),
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  programId: idParam.optional(),
};

/** Path form (/v2/customers/{id}/...): the id names the customer; an identifier, when given, must match it. */
export const expiryScheduleQuerySchema = z.object(baseShape).strict();
export type ExpiryScheduleQuery = z.output<typeof expiryScheduleQuerySchema>;

/** Lookup form: the customer is named by identifierName and identifierValue. */
export const expiryScheduleLookupQuerySchema = z
  .object({
    ...baseShape,
    identifierName: z.enum(LOOKUP_IDENTIFIER_NAMES),
    identifierValue: z.string().trim().min(1).max(100),
  })
  .strict();
export type ExpiryScheduleLookupQuery = z.output<typeof expiryScheduleLookupQuerySchema>;
