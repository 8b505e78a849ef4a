import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
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

const PERIOD_COLUMNS: Column<Period>[] = [
  { key: "ref", header: "Reference", rowHeader: true, cell: (period) => period.refCode },
  { key: "start", header: "Start", cell: (period) => period.startDate },
  { key: "end", header: "End", cell: (period) => period.endDate },
  { key: "status", header: "Status", cell: (period) => PERIOD_STATUS_WORDS[period.periodStatus] },
];

const TARGET_COLUMNS: Column<Target>[] = [
  { key: "name", header: "Name", rowHeader: true, cell: (target) => target.name },
  { key: "type", header: "Type", cell: (target) => target.targetType },
  { key: "entity", header: "Measures", cell: (target) => target.targetEntity },
  {
    key: "defaults",
    header: "Default values",
    cell: (target) => target.defaultValues.map((value) => value.defaultValue).join(", ") || "—",
  },
  { key: "active", header: "Active", cell: (target) => (target.active ? "Yes" : "No") },
];

const STREAK_COLUMNS: Column<Streak>[] = [
  { key: "name", header: "Name", rowHeader: true, cell: (streak) => streak.name },
  { key: "count", header: "Periods in a row", cell: (streak) => streak.targetCountOfSequence },
];

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
      <SummaryTable title="Periods" groupName={group.name} rows={group.periods} columns={PERIOD_COLUMNS}>
        <PeriodTimeline
          periods={group.periods.map(({ refCode, startDate, endDate, periodStatus }) => ({
            refCode,
            startDate,
            endDate,
            status: periodStatus,
          }))}
          serverNow={serverNow}
        />
      </SummaryTable>
      <SummaryTable title="Targets" groupName={group.name} rows={group.targets} columns={TARGET_COLUMNS} />
      {group.trackingType === "STREAKS" && (
        <SummaryTable title="Streaks" groupName={group.name} rows={group.streaks} columns={STREAK_COLUMNS} />
      )}
    </div>
  );
}

/** One of the group's lists as a titled table: "<Title> of <group>", and "No <title>." while it is empty. */
function SummaryTable<Row extends { id: string | number }>({
  title,
  groupName,
  rows,
  columns,
  children,
}: {
  title: string;
  groupName: string;
  rows: Row[];
  columns: Column<Row>[];
  /** Shown between the heading and the table. */
  children?: ReactNode;
}) {
  const slug = title.toLowerCase();
  return (
    <section className={`panel ${styles.section}`} aria-labelledby={`tg-${slug}-heading`}>
      <h2 id={`tg-${slug}-heading`}>{title}</h2>
      {children}
      <DataTable<Row>
        caption={`${title} of ${groupName}`}
        rows={rows}
        rowKey={(row) => row.id}
        empty={`No ${slug}.`}
        columns={columns}
      />
    </section>
  );
}
