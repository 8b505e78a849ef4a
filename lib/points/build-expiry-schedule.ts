import "server-only";
import { assertReadAccess, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { getOrganizationSettingsWith } from "../orgs/get-organization-settings.ts";
import { readExpiryGroups, toExpiryGroup } from "./store/expiry-groups.ts";
import { addDays, parseLocalDate, startOfLocalDay } from "../time/server-time.ts";
import type { ExpiryScheduleQuery } from "./expiry-schedule-schemas.ts";
import { expiryCustomerLookup, resolveExpiryCustomer, type ExpiryCustomerRef } from "./resolve-expiry-customer.ts";
import {
  customerNotFound,
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
  assertReadAccess(principal, "points.read");
  const now = options.now ?? new Date();
  const ref = typeof customer === "number" ? { id: customer } : customer;
  const window = attempt(() => resolveWindow(options.startDate, options.endDate, now));
  // The organization's settings and, for a lookup by identifier, the customer, in one round trip; with the
  // lots' sums too when they need nothing else (no program to check, a valid window).
  const lookup = expiryCustomerLookup(ref);
  const together = Boolean(lookup) && !(window instanceof Error) && options.programId === undefined;
  const read = await getOrganizationSettingsWith(principal.orgId, {
    customer: lookup,
    ...(together && !(window instanceof Error)
      ? { expiryGroups: { programId: options.fetchDataForAllPrograms ? undefined : null, ...window, now } }
      : {}),
  });
  const { settings: org, customerId: found } = read;
  if (org.dualEligibility) throw expiryScheduleDualEligibility();
  if (lookup && found === null) throw customerNotFound();
  const customerId = found ?? (await resolveExpiryCustomer(db, principal.orgId, ref));
  if (window instanceof Error) throw window;
  if (options.programId !== undefined) {
    const program = await db.program.findFirst({
      where: { id: options.programId, orgId: principal.orgId },
      select: { id: true },
    });
    if (!program) throw invalidProgramId();
  }
  const programId = options.fetchDataForAllPrograms ? undefined : (options.programId ?? org.defaultProgramId);
  if (programId === null) return { customerId, entries: [] };
  const groups = together
    ? read.joined.map(toExpiryGroup)
    : await readExpiryGroups(db, { orgId: principal.orgId, customer: customerId, programId, ...window, now });

  const byDay = new Map<string, Omit<ExpiryScheduleEntry, "points"> & { total: Prisma.Decimal }>();
  for (const group of groups) {
    if (group.remaining === null) continue;
    const remaining = group.remaining;
    if (remaining.isZero()) continue;
    const expiresOn = startOfLocalDay(group.expiresAt);
    const programOf = group.programId;
    const key = [expiresOn.getTime(), programOf, group.pointsType, group.expiryType].join("|");
    const entry = byDay.get(key);
    if (entry) entry.total = entry.total.plus(remaining);
    else
      byDay.set(key, {
        expiresOn,
        programId: programOf,
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

/** The value, or the error computing it threw, to be thrown where the refusals' order puts it. */
function attempt<T>(compute: () => T): T | Error {
  try {
    return compute();
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
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
