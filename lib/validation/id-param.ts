import { z } from "zod";

// Client-safe (zod only): console pages and forms use the same rule as the API.

/** The largest id a row can have: ids are 32-bit integer columns (PostgreSQL refuses a larger value). */
export const MAX_ROW_ID = 2_147_483_647;

/** True for a number that can name a row: a whole number from 1 to MAX_ROW_ID. */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** How a row id is written: up to 15 digits, leading zeros allowed (the value may still name no row). */
export const ROW_ID_DIGITS = /^\d{1,15}$/;

/**
 * A row id written in a path or a query: up to 15 digits (leading zeros allowed) naming a possible row.
 * Anything else names no row, so callers answer it as their "not found".
 */
export const idParam = z
  .string()
  .regex(ROW_ID_DIGITS, "must be a numeric id")
  .transform(Number)
  .refine(isRowId, "must be a numeric id");

/** idParam for a path segment: the id, or NaN, which every lookup answers as not found. */
export function parseIdParam(raw: string | undefined): number {
  const parsed = idParam.safeParse(raw);
  return parsed.success ? parsed.data : NaN;
}

/**
 * An id the original sends as 64-bit (a till id): kept in a BigInt column and answered as the JSON number it
 * came as, so it may go up to the largest integer a JSON number carries exactly.
 */
export const externalId64 = z
  .number()
  .max(Number.MAX_SAFE_INTEGER, { message: `must be at most ${Number.MAX_SAFE_INTEGER}`, abort: true })
  .int()
  .min(0);
