import { describe, expect, it } from "vitest";
import { parsePeriodDateTime, periodStatusAt } from "./period-dates.ts";

describe("period dates", () => {
  it("parses server-local date-times and explicit zones, refusing impossible ones", () => {
    expect(parsePeriodDateTime("2030-01-02T03:04:05.006")).toEqual(new Date(2030, 0, 2, 3, 4, 5, 6));
    expect(parsePeriodDateTime("2030-01-02T03:04:05")).toEqual(new Date(2030, 0, 2, 3, 4, 5));
    expect(parsePeriodDateTime("2030-01-02T03:04:05.5Z")?.toISOString()).toBe("2030-01-02T03:04:05.500Z");
    expect(parsePeriodDateTime("2030-01-02T03:04:05+05:30")?.toISOString()).toBe("2030-01-01T21:34:05.000Z");
    for (const bad of [
      "2030-02-30T00:00:00.000",
      "2030-13-01T00:00:00",
      "2030-01-01T24:00:00",
      "2030-01-01",
      "yesterday",
    ])
      expect(parsePeriodDateTime(bad)).toBeNull();
  });

  it("derives the status from the dates and now", () => {
    const start = new Date(2030, 0, 1);
    const end = new Date(2030, 0, 31);
    expect(periodStatusAt(start, end, new Date(2029, 11, 31))).toBe("NOT_STARTED");
    expect(periodStatusAt(start, end, start)).toBe("RUNNING");
    expect(periodStatusAt(start, end, end)).toBe("RUNNING");
    expect(periodStatusAt(start, end, new Date(2030, 1, 1))).toBe("ENDED");
  });
});
