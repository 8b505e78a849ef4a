import { formatLocalDate, formatLocalIso } from "../time/server-time.ts";
import type { ExpirySchedule } from "./build-expiry-schedule.ts";

/** The v2 "Points expiry schedule result": a light customer resource carrying the schedule. */
export function renderExpirySchedule(schedule: ExpirySchedule) {
  return {
    id: schedule.customerId,
    profiles: [],
    loyaltyInfo: { loyaltyType: "loyalty" },
    segments: {},
    extendedFields: {},
    expirySchedules: schedule.entries.map((entry) => ({
      points: entry.points,
      expiryDate: formatLocalDate(entry.expiresOn),
      expiryDateISO: formatLocalIso(entry.expiresOn),
      programId: entry.programId,
      pointsType: entry.pointsType,
      expiryType: entry.expiryType,
    })),
    warnings: [],
  };
}
