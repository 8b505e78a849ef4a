"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { Refused } from "@/components/feedback/refused.ts";
import type { PeriodStatus } from "@/lib/target-groups/period-dates.ts";
import { periodDay, STATUS_WORDS } from "./period-status.tsx";
import { useDeactivateTargetGroup } from "./use-target-group-mutations.ts";
import styles from "./target-groups.module.css";
import layout from "@/components/ui/layout.module.css";
import { Button } from "@/components/ui/button.tsx";

export interface ListedTargetGroup {
  id: number;
  name: string;
  active: boolean;
  trackingType: string;
  targetEvaluationType: string;
  frequencyType: string;
  frequency: number;
  targets: number;
  streaks: number;
  periods: { refCode: string; startDate: string; endDate: string; periodStatus: PeriodStatus }[];
}

const BADGES_SHOWN = 12;

/** The organization's groups with their periods; deactivating one (DELETE) asks for confirmation first. */
/** `canChange`: the viewer may edit and deactivate groups; otherwise the list only reads. */
export function TargetGroupList({ groups, canChange }: { groups: ListedTargetGroup[]; canChange: boolean }) {
  const router = useRouter();
  const deactivate = useDeactivateTargetGroup();
  const [refreshing, startRefresh] = useTransition();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // Where keyboard focus goes once the confirmation closes: back to the row's Deactivate button, or to the
  // group's name when the button is gone, rather than to the page body.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfter.current && document.getElementById(focusAfter.current);
    if (!target) return;
    target.focus();
    focusAfter.current = null;
  });

  const confirmDeactivation = async (group: ListedTargetGroup) => {
    setOutcome(null);
    try {
      await deactivate.mutateAsync(group.id);
      setConfirming(null);
      focusAfter.current = `target-group-name-${group.id}`;
      notifySuccess(`“${group.name}” deactivated`, "It stays listed as inactive; reactivate it from its page.");
      setOutcome({
        ok: true,
        text: `“${group.name}” is deactivated. It stays listed as inactive; reactivate it from its page.`,
      });
      startRefresh(() => router.refresh());
    } catch (error) {
      const failed = "The group could not be deactivated; try again.";
      setConfirming(null);
      focusAfter.current = `deactivate-${group.id}`;
      notifyFailure(error, failed, `“${group.name}” was not deactivated`);
      const text = error instanceof Refused ? error.errors.map(describeOutcomeErrorLine).join(" ") : failed;
      setOutcome({ ok: false, text });
    }
  };

  const columns: Column<ListedTargetGroup>[] = [
    {
      key: "name",
      header: "Name",
      rowHeader: true,
      cell: (group) => (
        <div className={styles.nameCell}>
          <Link id={`target-group-name-${group.id}`} href={`/target-groups/${group.id}`}>
            {group.name}
          </Link>
          <span className={styles.meta}>
            #{group.id} · {group.targets} {group.targets === 1 ? "target" : "targets"}
            {group.trackingType === "STREAKS" && ` · ${group.streaks} ${group.streaks === 1 ? "streak" : "streaks"}`}
          </span>
        </div>
      ),
    },
    {
      key: "type",
      header: "Type",
      cell: (group) => (
        <>
          {group.trackingType}
          <span className={styles.meta}>
            {group.frequencyType} × {group.frequency} · {group.targetEvaluationType}
          </span>
        </>
      ),
    },
    { key: "periods", header: "Periods", cell: (group) => <PeriodBadges name={group.name} periods={group.periods} /> },
    { key: "active", header: "Active", cell: (group) => (group.active ? "Yes" : "No") },
    {
      key: "actions",
      header: "Actions",
      cell: (group) => (
        <>
          <div className={styles.actions}>
            <Link className="button secondary" href={`/target-groups/${group.id}`}>
              {canChange ? "Edit" : "View"}
              <span className="visually-hidden"> {group.name}</span>
            </Link>
            {canChange && group.active && (
              <Button
                id={`deactivate-${group.id}`}
                type="button"
                variant="secondary"
                onClick={() => setConfirming(group.id)}
              >
                Deactivate<span className="visually-hidden"> {group.name}</span>
              </Button>
            )}
          </div>
          <ConfirmDialog
            open={confirming === group.id}
            title={`Deactivate “${group.name}”?`}
            confirmLabel="Yes, deactivate"
            tone="danger"
            busy={deactivate.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() => void confirmDeactivation(group)}
          >
            <p>Tracking stops; its periods and targets are kept, and it can be reactivated from its page.</p>
          </ConfirmDialog>
        </>
      ),
    },
  ];

  return (
    <>
      <div role="status">{outcome?.ok && <p className={layout.successNote}>{outcome.text}</p>}</div>
      <div role="alert">{outcome && !outcome.ok && <p className="form-error">{outcome.text}</p>}</div>
      <DataTable
        caption="Target groups, newest first, with their periods and the status of each"
        columns={columns}
        rows={groups}
        rowTestIdPrefix="target-group-row"
        empty="No target groups."
        busy={refreshing}
      />
    </>
  );
}

/** Each period as a badge saying its reference, dates and status; long lists are cut with a count. */
function PeriodBadges({ name, periods }: { name: string; periods: ListedTargetGroup["periods"] }) {
  if (periods.length === 0) return <span className="muted">No periods</span>;
  const shown = periods.slice(0, BADGES_SHOWN);
  return (
    <>
      <ol className={styles.badges} aria-label={`Periods of ${name}`}>
        {shown.map((period, index) => (
          <li key={index} className={`${styles.badge} ${styles[period.periodStatus]}`}>
            <strong>{period.refCode}</strong>
            <span>
              {periodDay(period.startDate)} – {periodDay(period.endDate)}
            </span>
            <span>{STATUS_WORDS[period.periodStatus]}</span>
          </li>
        ))}
      </ol>
      {periods.length > BADGES_SHOWN && (
        <span className={styles.meta}>and {periods.length - BADGES_SHOWN} more periods</span>
      )}
    </>
  );
}
