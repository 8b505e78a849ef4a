// Client-safe: an instant as the wall clock of an organization's IANA zone, for the console and its
// exports (lib/time/server-time.ts keeps the server zone that the API's wire formats use).

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's calendar fields of an instant, and its offset from UTC in minutes. */
function wallClock(date: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(date))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offsetMinutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  return { ...parts, offsetMinutes } as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> & {
    offsetMinutes: number;
  };
}

/** ISO 8601 in the zone: a Z suffix where it is UTC, the offset elsewhere (as formatLocalIso on such a server). */
export function formatZonedIso(date: Date, timeZone: string): string {
  const t = wallClock(date, timeZone);
  const offset = t.offsetMinutes;
  const zone =
    offset === 0 ? "Z" : `${offset > 0 ? "+" : "-"}${pad(Math.trunc(offset / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${zone}`;
}

/** YYYY-MM-DD of the instant's calendar day in the zone. */
export function formatZonedDate(date: Date, timeZone: string): string {
  const t = wallClock(date, timeZone);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** An API time (ISO 8601 with an offset) re-written in the zone; text that is no time is kept as it is. */
export function isoInZone(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : formatZonedIso(new Date(at), timeZone);
}
