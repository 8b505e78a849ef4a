import { describe, expect, it } from "vitest";
import { formatLocalIso } from "./server-time.ts";
import { formatZonedDate, formatZonedIso, isoInZone } from "./zoned-time.ts";

describe("formatZonedIso", () => {
  it("writes UTC with a Z suffix, as formatLocalIso does on a UTC server", () => {
    const at = new Date("2026-03-05T07:08:09.750Z");
    expect(formatZonedIso(at, "UTC")).toBe("2026-03-05T07:08:09Z");
    if (new Date(0).getTimezoneOffset() === 0) expect(formatZonedIso(at, "UTC")).toBe(formatLocalIso(at));
  });

  it("writes the zone's wall clock and offset, half hours, negative offsets and daylight saving included", () => {
    expect(formatZonedIso(new Date("2026-03-05T20:00:00Z"), "Asia/Kolkata")).toBe("2026-03-06T01:30:00+05:30");
    expect(formatZonedIso(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe("2026-01-15T07:00:00-05:00");
    expect(formatZonedIso(new Date("2026-07-15T12:00:00Z"), "America/New_York")).toBe("2026-07-15T08:00:00-04:00");
    expect(formatZonedIso(new Date("2026-03-29T00:59:59Z"), "Europe/Berlin")).toBe("2026-03-29T01:59:59+01:00");
    expect(formatZonedIso(new Date("2026-03-29T01:00:00Z"), "Europe/Berlin")).toBe("2026-03-29T03:00:00+02:00");
    expect(formatZonedIso(new Date("2026-01-01T00:00:00Z"), "America/St_Johns")).toBe("2025-12-31T20:30:00-03:30");
    expect(formatZonedIso(new Date("1969-12-31T23:59:59Z"), "UTC")).toBe("1969-12-31T23:59:59Z");
  });
});

describe("formatZonedDate", () => {
  it("gives the calendar day in the zone, which may differ from the UTC day", () => {
    const at = new Date("2026-03-05T20:00:00Z");
    expect(formatZonedDate(at, "UTC")).toBe("2026-03-05");
    expect(formatZonedDate(at, "Asia/Tokyo")).toBe("2026-03-06");
    expect(formatZonedDate(new Date("2026-03-05T02:00:00Z"), "America/Los_Angeles")).toBe("2026-03-04");
  });
});

describe("isoInZone", () => {
  it("re-writes an API time in the zone and keeps text that is no time", () => {
    expect(isoInZone("2026-03-05T20:00:00Z", "UTC")).toBe("2026-03-05T20:00:00Z");
    expect(isoInZone("2026-03-05T20:00:00+01:00", "UTC")).toBe("2026-03-05T19:00:00Z");
    expect(isoInZone("2026-03-05T20:00:00Z", "Asia/Kolkata")).toBe("2026-03-06T01:30:00+05:30");
    expect(isoInZone("", "Asia/Kolkata")).toBe("");
    expect(isoInZone("not a time", "UTC")).toBe("not a time");
  });
});
