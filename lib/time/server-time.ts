// Times are stored in UTC and rendered in the server's time zone (process TZ), as the spec requires.

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** Local midnight at the start of the given instant's calendar day. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );
}

/** YYYY-MM-DD of the instant's local calendar day. */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DDTHH:mm:ss.SSS of the instant's local wall clock, without a zone (target-group period dates). */
export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/**
 * ISO 8601 in the server zone: a Z suffix on a UTC server, the offset elsewhere. One zone lookup per date
 * and the calendar by arithmetic: a queue page renders a hundred of these, and each local getter of a Date
 * is a zone lookup of its own.
 */
export function formatLocalIso(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const zone =
    offsetMinutes === 0
      ? "Z"
      : `${offsetMinutes > 0 ? "+" : "-"}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  const local = date.getTime() + offsetMinutes * 60_000;
  const days = Math.floor(local / DAY_MS);
  const seconds = Math.floor((local - days * DAY_MS) / 1000);
  const [year, month, day] = civilFromDays(days);
  const time = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return `${year}-${pad(month)}-${pad(day)}T${time}${zone}`;
}

const DAY_MS = 86_400_000;

/** The proleptic Gregorian year, month and day of a count of days since 1970-01-01 (H. Hinnant's algorithm). */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** Parses a strict YYYY-MM-DD as local midnight; null when it is not a real calendar date. */
export function parseLocalDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
