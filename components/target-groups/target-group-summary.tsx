import { DataTable } from "@/components/ui/data-table.tsx";
import type { RenderedTargetGroup } from "@/lib/target-groups/builder-values.ts";
import { PeriodTimeline } from "./period-timeline.tsx";
import styles from "./target-groups.module.css";

type Period = RenderedTargetGroup["periods"][number];
type Target = RenderedTargetGroup["targets"][number];
type Streak = RenderedTargetGroup["streaks"][number];

const PERIOD_STATUS_WORDS: Record<Period["periodStatus"], string> = {
  ENDED: "Ended",
  RUNNING: "Running",
  NOT_STARTED: "Not started",
};

/** A target group for a reader who may not change it: what the builder edits, as tables. */
export function TargetGroupSummary({ group, serverNow }: { group: RenderedTargetGroup; serverNow: string }) {
  return (
    <div className={styles.stack}>
      <section className={`panel ${styles.section}`} aria-labelledby="tg-summary-heading">
        <h2 id="tg-summary-heading">Settings</h2>
        <dl className={styles.summary}>
          <dt>Description</dt>
          <dd>{group.description || "—"}</dd>
          <dt>Tracking</dt>
          <dd>{group.trackingType}</dd>
          <dt>Evaluation</dt>
          <dd>{group.targetEvaluationType}</dd>
          <dt>Frequency</dt>
          <dd>
            {group.frequencyType} × {group.frequency}, {group.totalPeriods} periods, {group.recurringCycles} cycles
          </dd>
        </dl>
      </section>
      <section className={`panel ${styles.section}`} aria-labelledby="tg-periods-heading">
        <h2 id="tg-periods-heading">Periods</h2>
        <PeriodTimeline
          periods={group.periods.map(({ refCode, startDate, endDate, periodStatus }) => ({
            refCode,
            startDate,
            endDate,
            status: periodStatus,
          }))}
          serverNow={serverNow}
        />
        <DataTable<Period>
          caption={`Periods of ${group.name}`}
          rows={group.periods}
          rowKey={(period) => period.id}
          empty="No periods."
          columns={[
            { key: "ref", header: "Reference", rowHeader: true, cell: (period) => period.refCode },
            { key: "start", header: "Start", cell: (period) => period.startDate },
            { key: "end", header: "End", cell: (period) => period.endDate },
            { key: "status", header: "Status", cell: (period) => PERIOD_STATUS_WORDS[period.periodStatus] },
          ]}
        />
      </section>
      <section className={`panel ${styles.section}`} aria-labelledby="tg-targets-heading">
        <h2 id="tg-targets-heading">Targets</h2>
        <DataTable<Target>
          caption={`Targets of ${group.name}`}
          rows={group.targets}
          rowKey={(target) => target.id}
          empty="No targets."
          columns={[
            { key: "name", header: "Name", rowHeader: true, cell: (target) => target.name },
            { key: "type", header: "Type", cell: (target) => target.targetType },
            { key: "entity", header: "Measures", cell: (target) => target.targetEntity },
            {
              key: "defaults",
              header: "Default values",
              cell: (target) => target.defaultValues.map((value) => value.defaultValue).join(", ") || "—",
            },
            { key: "active", header: "Active", cell: (target) => (target.active ? "Yes" : "No") },
          ]}
        />
      </section>
      {group.trackingType === "STREAKS" && (
        <section className={`panel ${styles.section}`} aria-labelledby="tg-streaks-heading">
          <h2 id="tg-streaks-heading">Streaks</h2>
          <DataTable<Streak>
            caption={`Streaks of ${group.name}`}
            rows={group.streaks}
            rowKey={(streak) => streak.id}
            empty="No streaks."
            columns={[
              { key: "name", header: "Name", rowHeader: true, cell: (streak) => streak.name },
              { key: "count", header: "Periods in a row", cell: (streak) => streak.targetCountOfSequence },
            ]}
          />
        </section>
      )}
    </div>
  );
}
