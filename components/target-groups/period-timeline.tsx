import { formatWallClock, wallClockTime } from "@/lib/target-groups/generate-periods.ts";
import type { PeriodStatus } from "@/lib/target-groups/period-dates.ts";
import { periodDay } from "./period-status.tsx";
import styles from "./target-groups.module.css";

export interface TimelinePeriod {
  refCode: string;
  startDate: string;
  endDate: string;
  status: PeriodStatus | null;
}

const COLORS: Record<PeriodStatus | "UNKNOWN", { background: string; borderColor: string; color: string }> = {
  ENDED: { background: "#eceef2", borderColor: "#8a94a6", color: "#3b4350" },
  RUNNING: { background: "#ddf2e4", borderColor: "#1b7f3b", color: "#135c2b" },
  NOT_STARTED: { background: "#e1eafa", borderColor: "#1f5fbf", color: "#1a4c99" },
  UNKNOWN: { background: "#fff", borderColor: "#d8dde5", color: "#5b6473" },
};

/**
 * The periods as bars on one time axis, with a marker for now. Purely visual (aria-hidden): the period
 * table beside it carries the same dates and statuses for assistive technology.
 */
export function PeriodTimeline({ periods, serverNow }: { periods: TimelinePeriod[]; serverNow: string }) {
  const placed = periods
    .map((period) => ({ period, start: wallClockTime(period.startDate), end: wallClockTime(period.endDate) }))
    .filter(
      (p): p is { period: TimelinePeriod; start: number; end: number } =>
        p.start !== null && p.end !== null && p.end > p.start,
    );
  if (placed.length === 0) return null;
  const min = Math.min(...placed.map((p) => p.start));
  const max = Math.max(...placed.map((p) => p.end));
  const span = max - min || 1;
  const percent = (time: number) => `${((time - min) / span) * 100}%`;
  const now = wallClockTime(serverNow);
  return (
    <div aria-hidden="true" data-testid="period-timeline">
      <div className={styles.timeline}>
        {placed.map(({ period, start, end }, index) => (
          <div
            key={index}
            className={styles.bar}
            style={{
              left: percent(start),
              width: `calc(${percent(end)} - ${percent(start)} - 1px)`,
              ...COLORS[period.status ?? "UNKNOWN"],
            }}
          >
            {period.refCode}
          </div>
        ))}
        {now !== null && now >= min && now <= max && <div className={styles.now} style={{ left: percent(now) }} />}
      </div>
      <div className={styles.timelineScale}>
        <span>{periodDay(formatWallClock(min))}</span>
        {now !== null && now >= min && now <= max && <span>red line: now</span>}
        <span>{periodDay(formatWallClock(max))}</span>
      </div>
    </div>
  );
}
