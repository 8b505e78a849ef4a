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

/** ISO 8601 in the server zone: a Z suffix on a UTC server, the offset elsewhere. */
export function formatLocalIso(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const zone =
    offsetMinutes === 0
      ? "Z"
      : `${offsetMinutes > 0 ? "+" : "-"}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${formatLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}

/** Parses a strict YYYY-MM-DD as local midnight; null when it is not a real calendar date. */
export function parseLocalDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
