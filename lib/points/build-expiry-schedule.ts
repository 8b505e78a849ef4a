import "server-only";
import { assertAccess, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { getOrganizationSettings } from "../orgs/get-organization-settings.ts";
import { addDays, parseLocalDate, startOfLocalDay } from "../time/server-time.ts";
import type { ExpiryScheduleQuery } from "./expiry-schedule-schemas.ts";
import { resolveExpiryCustomer, type ExpiryCustomerRef } from "./resolve-expiry-customer.ts";
import {
  endDateTooFar,
  expiryScheduleDualEligibility,
  invalidProgramId,
  startDateAfterEndDate,
  startDateInPast,
} from "../errors/catalogue.ts";

export type ExpiryScheduleOptions = Pick<
  ExpiryScheduleQuery,
  "programId" | "fetchDataForAllPrograms" | "fetchEarliestExpiryOnly" | "startDate" | "endDate"
> & { now?: Date };

export interface ExpiryScheduleEntry {
  points: number;
  /** Midnight (server time zone) of the day the points expire. */
  expiresOn: Date;
  programId: number;
  pointsType: string;
  expiryType: string;
}

export interface ExpirySchedule {
  customerId: number;
  entries: ExpiryScheduleEntry[];
}

/**
 * A customer's future expiries, one entry per day, program, pointsType and expiryType, sorted by date.
 * Reads only open lots in the window through the (customerId, open, expiresAt) index and sums them in SQL,
 * so a long consumed history costs nothing.
 */
export async function buildExpirySchedule(
  principal: Principal,
  customer: number | ExpiryCustomerRef,
  options: ExpiryScheduleOptions = {},
): Promise<ExpirySchedule> {
  // The console calls this directly: the API's access rule holds there too.
  assertAccess(principal, "points.read");
  const now = options.now ?? new Date();
  const org = await getOrganizationSettings(principal.orgId);
  if (org.dualEligibility) throw expiryScheduleDualEligibility();
  const customerId = await resolveExpiryCustomer(
    db,
    principal.orgId,
    typeof customer === "number" ? { id: customer } : customer,
  );
  const window = resolveWindow(options.startDate, options.endDate, now);
  if (options.programId !== undefined) {
    const program = await db.program.findFirst({
      where: { id: options.programId, orgId: principal.orgId },
      select: { id: true },
    });
    if (!program) throw invalidProgramId();
  }
  const programId = options.fetchDataForAllPrograms ? undefined : (options.programId ?? org.defaultProgramId);
  if (programId === null) return { customerId, entries: [] };

  const groups = await db.pointsLot.groupBy({
    by: ["programId", "pointsType", "expiryType", "expiresAt"],
    where: {
      customerId,
      open: true,
      expiresAt: window.start ? { gte: window.start, lt: window.until } : { gt: now, lt: window.until },
      orgId: principal.orgId,
      remaining: { gt: "0" },
      programId,
    },
    _sum: { remaining: true },
  });

  type Sum = NonNullable<(typeof groups)[number]["_sum"]["remaining"]>;
  const byDay = new Map<string, Omit<ExpiryScheduleEntry, "points"> & { total: Sum }>();
  for (const group of groups) {
    const remaining = group._sum.remaining;
    if (!remaining) continue;
    const expiresOn = startOfLocalDay(group.expiresAt);
    const key = [expiresOn.getTime(), group.programId, group.pointsType, group.expiryType].join("|");
    const entry = byDay.get(key);
    if (entry) entry.total = entry.total.plus(remaining);
    else
      byDay.set(key, {
        expiresOn,
        programId: group.programId,
        pointsType: group.pointsType,
        expiryType: group.expiryType,
        total: remaining,
      });
  }
  let entries = [...byDay.values()]
    .map(({ total, ...entry }) => ({ ...entry, points: Number(total.toString()) }))
    .sort(compareEntries);
  if (options.fetchEarliestExpiryOnly) {
    const seen = new Set<string>();
    entries = entries.filter((entry) => {
      const key = `${entry.programId}|${entry.pointsType}|${entry.expiryType}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
  }
  return { customerId, entries };
}

/** The spec's window: startDate at least tomorrow, endDate at most 100 years from today, start <= end. */
function resolveWindow(startText: string | undefined, endText: string | undefined, now: Date) {
  const today = startOfLocalDay(now);
  const start = startText ? parseLocalDate(startText) : null;
  const end = endText ? parseLocalDate(endText) : null;
  if (start && start <= today) throw startDateInPast();
  if (start && end && start > end) throw startDateAfterEndDate();
  if (end && end > addYears(today, 100)) throw endDateTooFar();
  const last = end ?? addYears(start ?? today, 100);
  return { start, until: addDays(last, 1) };
}

function addYears(date: Date, years: number): Date {
  return new Date(date.getFullYear() + years, date.getMonth(), date.getDate());
}

function compareEntries(a: ExpiryScheduleEntry, b: ExpiryScheduleEntry): number {
  return (
    a.expiresOn.getTime() - b.expiresOn.getTime() ||
    a.programId - b.programId ||
    compareText(a.pointsType, b.pointsType) ||
    compareText(a.expiryType, b.expiryType)
  );
}

// Locale-independent, so the order is the same on every server.
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
