import { afterEach, describe, expect, it } from "vitest";
import { formatWallClock, generatePeriods, wallClockTime, type GeneratePeriodsOptions } from "./generate-periods.ts";
import { parsePeriodDateTime } from "./period-dates.ts";
import { createTargetGroupSchema } from "./schemas.ts";

/** Four weekly periods from 2030-01-07, but for what `options` changes. */
const weekly = (options: Partial<GeneratePeriodsOptions>) =>
  generatePeriods({ startDate: "2030-01-07", frequencyType: "WEEKLY", frequency: 1, totalPeriods: 4, ...options });
const generate = (options: Partial<GeneratePeriodsOptions>) => {
  const result = weekly(options);
  if (!result.ok) throw new Error(result.message);
  return result.periods;
};
const spans = (options: Partial<GeneratePeriodsOptions>) =>
  generate(options).map((p) => [p.startDate.slice(0, 10), p.endDate.slice(0, 10)]);

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("generatePeriods", () => {
  it("makes consecutive weekly periods from midnight to the last millisecond of the day before the next", () => {
    expect(generate({})).toEqual([
      {
        startDate: "2030-01-07T00:00:00.000",
        endDate: "2030-01-13T23:59:59.999",
        refCode: "P1",
        description: "",
        active: true,
      },
      {
        startDate: "2030-01-14T00:00:00.000",
        endDate: "2030-01-20T23:59:59.999",
        refCode: "P2",
        description: "",
        active: true,
      },
      {
        startDate: "2030-01-21T00:00:00.000",
        endDate: "2030-01-27T23:59:59.999",
        refCode: "P3",
        description: "",
        active: true,
      },
      {
        startDate: "2030-01-28T00:00:00.000",
        endDate: "2030-02-03T23:59:59.999",
        refCode: "P4",
        description: "",
        active: true,
      },
    ]);
  });

  it("multiplies the unit by the frequency and accepts the frequency type in any case", () => {
    expect(spans({ frequencyType: "daily", frequency: 10, totalPeriods: 2 })).toEqual([
      ["2030-01-07", "2030-01-16"],
      ["2030-01-17", "2030-01-26"],
    ]);
    expect(spans({ frequencyType: "WEEKLY", frequency: 2, totalPeriods: 2 })).toEqual([
      ["2030-01-07", "2030-01-20"],
      ["2030-01-21", "2030-02-03"],
    ]);
    expect(spans({ startDate: "2030-01-01", frequencyType: "QUARTERLY", frequency: 1, totalPeriods: 4 })).toEqual([
      ["2030-01-01", "2030-03-31"],
      ["2030-04-01", "2030-06-30"],
      ["2030-07-01", "2030-09-30"],
      ["2030-10-01", "2030-12-31"],
    ]);
    expect(spans({ startDate: "2030-01-01", frequencyType: "HALF_YEARLY", frequency: 1, totalPeriods: 2 })).toEqual([
      ["2030-01-01", "2030-06-30"],
      ["2030-07-01", "2030-12-31"],
    ]);
    expect(spans({ startDate: "2030-07-01", frequencyType: "YEARLY", frequency: 2, totalPeriods: 1 })).toEqual([
      ["2030-07-01", "2032-06-30"],
    ]);
  });

  it("keeps a month-end start day at the month end, in leap and common years, without drifting", () => {
    expect(spans({ startDate: "2024-01-31", frequencyType: "MONTHLY", totalPeriods: 4 })).toEqual([
      ["2024-01-31", "2024-02-28"],
      ["2024-02-29", "2024-03-30"],
      ["2024-03-31", "2024-04-29"],
      ["2024-04-30", "2024-05-30"],
    ]);
    expect(spans({ startDate: "2023-01-31", frequencyType: "MONTHLY", totalPeriods: 2 })).toEqual([
      ["2023-01-31", "2023-02-27"],
      ["2023-02-28", "2023-03-30"],
    ]);
    expect(spans({ startDate: "2030-01-01", frequencyType: "MONTHLY", totalPeriods: 2 })).toEqual([
      ["2030-01-01", "2030-01-31"],
      ["2030-02-01", "2030-02-28"],
    ]);
    expect(spans({ startDate: "2032-02-01", frequencyType: "MONTHLY", totalPeriods: 1 })).toEqual([
      ["2032-02-01", "2032-02-29"],
    ]);
  });

  it("handles leap days: 29 February yearly falls back to 28 February and returns in the next leap year", () => {
    expect(
      generate({ startDate: "2024-02-29", frequencyType: "YEARLY", totalPeriods: 5 }).map((p) =>
        p.startDate.slice(0, 10),
      ),
    ).toEqual(["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]);
    expect(spans({ startDate: "2027-02-28", frequencyType: "YEARLY", totalPeriods: 2 })).toEqual([
      ["2027-02-28", "2028-02-27"],
      ["2028-02-28", "2029-02-27"],
    ]);
    expect(spans({ startDate: "2028-02-27", frequencyType: "DAILY", frequency: 1, totalPeriods: 3 })).toEqual([
      ["2028-02-27", "2028-02-27"],
      ["2028-02-28", "2028-02-28"],
      ["2028-02-29", "2028-02-29"],
    ]);
    expect(spans({ startDate: "2100-02-28", frequencyType: "DAILY", totalPeriods: 2 })).toEqual([
      ["2100-02-28", "2100-02-28"],
      ["2100-03-01", "2100-03-01"],
    ]);
  });

  it.each(["UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"])(
    "gives the same wall-clock dates in %s, which the API reads as local midnights with no gap or overlap",
    (zone) => {
      process.env.TZ = zone;
      // Weeks across the 2024 daylight-saving changes of New York (10 March) and Lord Howe (7 April, half an hour).
      const periods = generate({ startDate: "2024-03-04", frequencyType: "WEEKLY", totalPeriods: 6 });
      expect(periods.map((p) => p.startDate.slice(0, 10))).toEqual([
        "2024-03-04",
        "2024-03-11",
        "2024-03-18",
        "2024-03-25",
        "2024-04-01",
        "2024-04-08",
      ]);
      const instants = periods.map((p) => ({
        start: parsePeriodDateTime(p.startDate)!,
        end: parsePeriodDateTime(p.endDate)!,
      }));
      for (const [index, { start, end }] of instants.entries()) {
        expect([start.getHours(), start.getMinutes(), start.getDay()]).toEqual([0, 0, 1]);
        expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds(), end.getDay()]).toEqual([
          23, 59, 59, 999, 0,
        ]);
        if (index > 0) expect(start.getTime() - instants[index - 1].end.getTime()).toBe(1);
      }
      const weekLengths = instants.map(({ start, end }) => (end.getTime() + 1 - start.getTime()) / 3_600_000);
      const expected = { UTC: 168, "Asia/Kolkata": 168, "America/New_York": 167, "Australia/Lord_Howe": 168.5 }[zone];
      expect(weekLengths[zone === "Australia/Lord_Howe" ? 4 : 0]).toBe(expected);
    },
  );

  it("produces periods the API schema accepts", () => {
    const periods = generate({ totalPeriods: 100, frequencyType: "DAILY" });
    const parsed = createTargetGroupSchema.safeParse({
      name: "Generated",
      trackingType: "DEFAULT",
      targetEvaluationType: "FIXED_CALENDAR_WINDOW",
      totalPeriods: 100,
      frequencyType: "DAILY",
      frequency: 1,
      recurringCycles: 1,
      periods,
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    [{ startDate: "2030-02-30" }, "startDate"],
    [{ startDate: "07/01/2030" }, "startDate"],
    [{ startDate: "" }, "startDate"],
    [{ frequencyType: "HOURLY" }, "frequencyType"],
    [{ frequencyType: "CUSTOM" }, "frequencyType"],
    [{ frequency: 0 }, "frequency"],
    [{ frequency: 1.5 }, "frequency"],
    [{ frequency: Number.NaN }, "frequency"],
    [{ totalPeriods: 0 }, "totalPeriods"],
    [{ totalPeriods: 101 }, "totalPeriods"],
    [{ frequencyType: "YEARLY", frequency: 10_000, totalPeriods: 100 }, "totalPeriods"],
  ])("refuses %o, naming %s", (options, field) => {
    expect(weekly(options)).toMatchObject({ ok: false, field, message: expect.any(String) });
  });
});

describe("wallClockTime and formatWallClock", () => {
  it("read a zone-less period date-time by the API's rules onto a 24-hour-day axis and back, in any zone", () => {
    process.env.TZ = "America/New_York";
    // 02:30 on 10 March 2024 does not exist in New York; on the axis it is still 02:30.
    expect(formatWallClock(wallClockTime("2024-03-10T02:30:00")!)).toBe("2024-03-10T02:30:00.000");
    expect(wallClockTime("2024-03-11T00:00:00.000")! - wallClockTime("2024-03-10T00:00:00.000")!).toBe(86_400_000);
    expect(formatWallClock(wallClockTime("2030-01-07T10:30:00.5")!)).toBe("2030-01-07T10:30:00.500");
    for (const refused of [
      "2030-02-30T00:00:00.000",
      "2030-01-07T24:00:00.000",
      "2030-01-07",
      "2030-01-07T00:00:00.000Z",
      "",
    ])
      expect(wallClockTime(refused)).toBeNull();
  });
});
