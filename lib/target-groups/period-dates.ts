// Client-safe: the console's builder validates period dates with the same rules as the API.
/** YYYY-MM-DDTHH:mm:ss.SSS in the server time zone, or with an explicit Z / offset. */
export const PERIOD_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?(Z|[+-]\d{2}:\d{2})?$/;

/** Parses a period date-time; without a zone it is server (local) time. Null when it is not a real instant. */
export function parsePeriodDateTime(text: string): Date | null {
  const match = PERIOD_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const ms = Number((match[7] ?? "0").padEnd(3, "0"));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const local = new Date(year, month - 1, day, hour, minute, second, ms);
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  if (!match[8]) return local;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export type PeriodStatus = "RUNNING" | "NOT_STARTED" | "ENDED";

/**
 * The service, not the caller, decides a period's status: from its dates and the current time. Instants,
 * or wall-clock strings of one zone in one fixed format (they compare as text).
 */
export function periodStatusAt<T extends Date | string>(startDate: T, endDate: T, now: T): PeriodStatus {
  if (now < startDate) return "NOT_STARTED";
  if (now > endDate) return "ENDED";
  return "RUNNING";
}
