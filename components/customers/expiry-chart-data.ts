import type { ExpiryScheduleResult } from "@/lib/points/load-schedule-view.ts";

export type ScheduleEntry = ExpiryScheduleResult["expirySchedules"][number];

/** More bars than this and the chart sums them per month, so they stay readable. */
export const MONTHLY_ABOVE = 12;
const DAY_MS = 86_400_000;

export interface ChartData {
  byMonth: boolean;
  series: string[];
  /** One row per day (or month): its start in UTC milliseconds and the points of each series. */
  rows: ({ at: number } & Record<string, number>)[];
}

/** A calendar date "yyyy-MM-dd" as UTC midnight, so positions on the axis need no time zone. */
export const dayValue = (date: string) => Date.parse(`${date}T00:00:00Z`);

export const addDaysTo = (date: string, days: number) =>
  new Date(dayValue(date) + days * DAY_MS).toISOString().slice(0, 10);

export function chartData(entries: ScheduleEntry[], seriesName: (entry: ScheduleEntry) => string): ChartData {
  const byMonth = new Set(entries.map((entry) => entry.expiryDate)).size > MONTHLY_ABOVE;
  const series = [...new Set(entries.map(seriesName))];
  const rows = new Map<number, { at: number } & Record<string, number>>();
  for (const entry of entries) {
    const at = dayValue(byMonth ? `${entry.expiryDate.slice(0, 7)}-01` : entry.expiryDate);
    const row = rows.get(at) ?? { at };
    const name = seriesName(entry);
    row[name] = (row[name] ?? 0) + entry.points;
    rows.set(at, row);
  }
  return { byMonth, series, rows: [...rows.values()].sort((a, b) => a.at - b.at) };
}

/** "120 points expire in the next 30 days": the points expiring from today up to and including today + days. */
export function expiringWithin(entries: ScheduleEntry[], today: string, days: number): number {
  const until = addDaysTo(today, days);
  return entries
    .filter((entry) => entry.expiryDate > today && entry.expiryDate <= until)
    .reduce((sum, entry) => sum + entry.points, 0);
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

export const formatAxisDate = (at: number, byMonth: boolean) => (byMonth ? monthFormat : dayFormat).format(at);
