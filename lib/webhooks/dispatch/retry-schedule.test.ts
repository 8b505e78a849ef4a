import { describe, expect, it } from "vitest";
import { JITTER, parseDuration, parseRetrySchedule, retryDelay } from "./retry-schedule.ts";

describe("the retry schedule", () => {
  it("reads the environment's durations in every unit", () => {
    expect(["100ms", "5s", "5m", "2h", "5d"].map(parseDuration)).toEqual([100, 5_000, 300_000, 7_200_000, 432_000_000]);
    expect(parseRetrySchedule("5s, 5m,30m")).toEqual([5_000, 300_000, 1_800_000]);
    expect(() => parseDuration("5 weeks")).toThrow(/not a duration/);
  });

  it("answers the delay after each failed attempt, jittered within bounds, then null once used up", () => {
    const schedule = parseRetrySchedule("5s,5m");
    expect(retryDelay(schedule, 1, 0.5)).toBe(5_000);
    expect(retryDelay(schedule, 1, 0)).toBe(5_000 * (1 - JITTER));
    expect(retryDelay(schedule, 1, 0.999_999)).toBeCloseTo(5_000 * (1 + JITTER), -1);
    expect(retryDelay(schedule, 2, 0.5)).toBe(300_000);
    expect(retryDelay(schedule, 3)).toBeNull();
    const spread = new Set(Array.from({ length: 50 }, () => retryDelay(schedule, 2)));
    expect(spread.size).toBeGreaterThan(10);
    for (const delay of spread) {
      expect(delay).toBeGreaterThanOrEqual(300_000 * (1 - JITTER));
      expect(delay).toBeLessThanOrEqual(300_000 * (1 + JITTER));
    }
  });

  it("makes the default schedule about three days of attempts", () => {
    const total = parseRetrySchedule("5s,5m,30m,2h,5h,10h,10h,10h,10h,10h,10h").reduce((sum, ms) => sum + ms, 0);
    expect(total / 86_400_000).toBeGreaterThan(2.5);
    expect(total / 86_400_000).toBeLessThan(3.5);
  });
});
