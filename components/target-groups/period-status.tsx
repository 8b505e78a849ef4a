import type { PeriodStatus } from "@/lib/target-groups/period-dates.ts";
import styles from "./target-groups.module.css";

export const STATUS_WORDS: Record<PeriodStatus, string> = {
  ENDED: "Ended",
  RUNNING: "Running",
  NOT_STARTED: "Not started",
};

/** A period's status as a coloured badge whose text says the status (colour is never the only cue). */
export function PeriodStatusBadge({ status }: { status: PeriodStatus | null }) {
  return (
    <span className={`${styles.badge} ${styles[status ?? "UNKNOWN"]}`}>
      {status ? STATUS_WORDS[status] : "Dates incomplete"}
    </span>
  );
}

/** "2030-01-07" from a period date-time; the time is shown only when it is not the start or end of a day. */
export function periodDay(dateTime: string): string {
  const time = dateTime.slice(11, 23);
  return time === "" || time === "00:00:00.000" || time === "23:59:59.999"
    ? dateTime.slice(0, 10)
    : `${dateTime.slice(0, 10)} ${dateTime.slice(11, 16)}`;
}
