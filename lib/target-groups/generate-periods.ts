// Client-safe: the console's target-group builder generates periods with it.
// Periods are wall-clock date-times (YYYY-MM-DDTHH:mm:ss.SSS without a zone) that the API reads in the
// server time zone, so the calendar arithmetic below runs on UTC fields, where no day is 23 or 25 hours
// long: a period that starts on a day starts at that day's midnight wherever the server is.
import { parsePeriodDateTime } from "./period-dates.ts";
import { MAX_FREQUENCY, MAX_PERIODS, type FREQUENCY_TYPES } from "./schemas.ts";

export type FrequencyType = (typeof FREQUENCY_TYPES)[number];

/** How long one unit of each frequency type is; CUSTOM periods are entered by hand. */
export const FREQUENCY_UNITS: Record<FrequencyType, { days: number } | { months: number } | null> = {
  DAILY: { days: 1 },
  WEEKLY: { days: 7 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
  HALF_YEARLY: { months: 6 },
  YEARLY: { months: 12 },
  CUSTOM: null,
};

export interface GeneratePeriodsOptions {
  /** First day of the first period, YYYY-MM-DD (a calendar day in the server time zone). */
  startDate: string;
  frequencyType: string;
  /** Units per period: WEEKLY with 2 makes fortnightly periods. */
  frequency: number;
  totalPeriods: number;
}

export interface GeneratedPeriod {
  startDate: string;
  endDate: string;
  refCode: string;
  description: string;
  active: boolean;
}

export type GeneratePeriodsResult =
  | { ok: true; periods: GeneratedPeriod[] }
  | { ok: false; field: "startDate" | "frequencyType" | "frequency" | "totalPeriods"; message: string };

const DAY_MS = 86_400_000;
const LAST_YEAR = 9999;

/**
 * Consecutive periods from the start date: each starts at midnight and ends at 23:59:59.999 of the day
 * before the next one starts. Month-based periods count from the start day and keep it where the month
 * has it (31 January, monthly: 29 February in a leap year, 31 March, 30 April...), so they do not drift.
 */
export function generatePeriods(options: GeneratePeriodsOptions): GeneratePeriodsResult {
  const start = parseCalendarDay(options.startDate);
  if (start === null)
    return { ok: false, field: "startDate", message: "Enter the first day as a real date (YYYY-MM-DD)." };
  const unit = FREQUENCY_UNITS[options.frequencyType.toUpperCase() as FrequencyType];
  if (unit === undefined) return { ok: false, field: "frequencyType", message: "Choose a frequency type." };
  if (unit === null)
    return { ok: false, field: "frequencyType", message: "CUSTOM periods are not generated: add each period by hand." };
  if (!Number.isInteger(options.frequency) || options.frequency < 1 || options.frequency > MAX_FREQUENCY)
    return {
      ok: false,
      field: "frequency",
      message: `The frequency must be a whole number from 1 to ${MAX_FREQUENCY}.`,
    };
  if (!Number.isInteger(options.totalPeriods) || options.totalPeriods < 1 || options.totalPeriods > MAX_PERIODS)
    return {
      ok: false,
      field: "totalPeriods",
      message: `The total periods must be a whole number from 1 to ${MAX_PERIODS}.`,
    };

  const boundary = (index: number) =>
    "days" in unit
      ? start + index * options.frequency * unit.days * DAY_MS
      : addMonthsKeepingDay(start, index * options.frequency * unit.months);
  const last = boundary(options.totalPeriods) - 1;
  if (!Number.isFinite(last) || new Date(last).getUTCFullYear() > LAST_YEAR)
    return { ok: false, field: "totalPeriods", message: `These periods would run past the year ${LAST_YEAR}.` };

  const periods = Array.from({ length: options.totalPeriods }, (_, index) => ({
    startDate: formatWallClock(boundary(index)),
    endDate: formatWallClock(boundary(index + 1) - 1),
    refCode: `P${index + 1}`,
    description: "",
    active: true,
  }));
  return { ok: true, periods };
}

/** A YYYY-MM-DD calendar day as milliseconds of its UTC midnight; null when it is not a real day. */
function parseCalendarDay(text: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? wallClockTime(`${text}T00:00:00`) : null;
}

function addMonthsKeepingDay(time: number, months: number): number {
  const date = new Date(time);
  const firstOfMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const first = new Date(firstOfMonth);
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return firstOfMonth + (Math.min(date.getUTCDate(), daysInMonth) - 1) * DAY_MS;
}

/**
 * A zone-less period date-time (the API's rules, period-dates.ts) as milliseconds of the same fields read as
 * UTC: an axis where every day is 24 hours, for arithmetic and placement. Null when it is not one.
 */
export function wallClockTime(dateTime: string): number | null {
  return parsePeriodDateTime(`${dateTime}Z`)?.getTime() ?? null;
}

/** Back from that axis: YYYY-MM-DDTHH:mm:ss.SSS, the period date-time format without a zone. */
export function formatWallClock(time: number): string {
  return new Date(time).toISOString().slice(0, 23);
}
