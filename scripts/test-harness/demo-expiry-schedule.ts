import { db } from "@/lib/db/client.ts";
import { addDays, formatLocalDate, formatLocalIso } from "@/lib/time/server-time.ts";

// Shared by the pointsExpirySchedule route tests: the demo customers' lots, as the schedule answers them.

/** The day the demo data was loaded, read back from Asha Rao's first lot so a run across midnight still holds. */
export async function demoLoadDay(): Promise<Date> {
  const first = await db.pointsLot.findFirstOrThrow({
    where: { customerId: 5001, pointsType: "bill_regular", programId: 1001 },
    orderBy: { expiresAt: "asc" },
  });
  return addDays(first.expiresAt, -30);
}

/** One entry of a schedule: `points` that expire `days` after `loadDay`. */
export const scheduleEntry = (
  loadDay: Date,
  points: number,
  days: number,
  programId: number,
  pointsType: string,
  expiryType: string,
) => ({
  points,
  expiryDate: formatLocalDate(addDays(loadDay, days)),
  expiryDateISO: formatLocalIso(addDays(loadDay, days)),
  programId,
  pointsType,
  expiryType,
});

/** The whole answer for Asha Rao (5001), around the schedule the query selects. */
export const ashaScheduleBody = (expirySchedules: unknown[]) => ({
  id: 5001,
  profiles: [],
  loyaltyInfo: { loyaltyType: "loyalty" },
  segments: {},
  extendedFields: {},
  expirySchedules,
  warnings: [],
});
