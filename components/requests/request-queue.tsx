"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure, notifyRefusals } from "@/components/feedback/notify-failure.ts";
import type { Decision, ItemOutcome } from "./decide-requests.ts";
import { DecisionSummary, type DecisionSubject } from "./decision-summary.tsx";
import { LiveOutcomeList } from "./live-outcome-list.tsx";
import { queueColumns, type SortColumn } from "./queue-columns.tsx";
import { ExportQueueCsv } from "./export-queue-csv.tsx";
import { QueueFilters } from "./queue-filters.tsx";
import { pointsKey, reviewFormSchema, type ReviewFormValues } from "./review-form-schema.ts";
import { ShortcutHelp } from "./shortcut-help.tsx";
import { useDecideRequests } from "./use-decide-requests.ts";
import { useQueueKeys } from "./use-queue-keys.ts";
import {
  queueSearch,
  useRequestQueue,
  type QueueFilter,
  type QueuePage,
  type RequestSummary,
} from "./use-request-queue.ts";
import styles from "./requests.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";

interface Props {
  initialFilter: QueueFilter;
  initialPage: QueuePage;
  viewerId: number;
  viewerUsername: string;
  canReview: boolean;
  /** The organization's zone, for the times shown and exported. */
  timeZone: string;
}

interface PendingDecision {
  decision: Decision;
  ids: number[];
}

export function RequestQueue({ initialFilter, initialPage, viewerId, viewerUsername, canReview, timeZone }: Props) {
  const [filter, setFilter] = useState(initialFilter);
  const [sortColumn, setSortColumn] = useState<SortColumn>(
    initialFilter.sort === "AMOUNT" ? "amount" : initialFilter.order === "ASC" ? "waiting" : "created",
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcomes, setOutcomes] = useState<ItemOutcome[]>([]);
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const focusPending = useRef(false);
  const [now, setNow] = useState<number | null>(null);
  const queue = useRequestQueue(filter, { filter: initialFilter, page: initialPage });
  const decide = useDecideRequests();
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { comment: "", points: {} },
  });

  const rows = useMemo(() => queue.data?.data ?? [], [queue.data]);
  const total = queue.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filter.limit));
  const reviewable = (r: RequestSummary) =>
    canReview && r.status === "PENDING" && !r.forceApproved && r.requestedBy?.id !== viewerId;
  const selectable = rows.filter(reviewable);
  const loading = queue.isFetching && queue.isPlaceholderData;

  // Waiting times are relative to the viewer's clock, read once mounted so server and client render alike.
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);

  // After a decision the queue is refetched; focus lands on the row that followed the decided one.
  useEffect(() => {
    if (!focusPending.current || queue.isFetching) return;
    focusPending.current = false;
    // The row's focus handler makes it the active one.
    const target = rows.find((r) => r.id === activeId) ?? rows[0];
    if (target) rowElement(target.id)?.focus();
  }, [rows, activeId, queue.isFetching]);

  const changeFilter = useCallback((next: QueueFilter) => {
    setFilter(next);
    setSelected(new Set());
    window.history.replaceState(null, "", `?${queueSearch({ ...next, status: next.status ?? "ALL" })}`);
  }, []);

  const subjects = (ids: number[]): DecisionSubject[] => {
    const points = form.getValues("points") ?? {};
    return rows
      .filter((r) => ids.includes(r.id))
      .map((r) => ({
        ...r,
        points:
          r.type === "GOODWILL" && r.baseType === "POINTS" ? points[pointsKey(r.id)] || r.requestedPoints : undefined,
      }));
  };

  const send = async (decision: Decision, ids: number[], comment: string) => {
    const points = form.getValues("points") ?? {};
    const targets = rows
      .filter((r) => ids.includes(r.id))
      .map((r) => ({ id: r.id, type: r.type, baseType: r.baseType, points: points[pointsKey(r.id)] || undefined }));
    const next = rowAfter(rows, ids);
    try {
      const result = await decide.mutateAsync({ targets, decision, comment });
      setOutcomes(result);
      setSelected((current) => new Set([...current].filter((id) => result.some((o) => o.id === id && !o.ok))));
      report(decision, result);
      setActiveId(next);
      focusPending.current = true;
    } catch (error) {
      setOutcomes([]);
      notifyFailure(error, "The review could not be sent.");
    } finally {
      setConfirming(null);
    }
  };

  /** Approve one plain request at once; a merge, any rejection and any bulk action ask first. */
  const start = async (decision: Decision, ids: number[], bulk: boolean) => {
    if (!(await form.trigger())) return;
    const chosen = rows.filter((r) => ids.includes(r.id) && reviewable(r));
    if (chosen.length === 0) return;
    if (bulk || decision === "REJECTED" || chosen.some((r) => r.baseType === "MERGE"))
      setConfirming({ decision, ids: chosen.map((r) => r.id) });
    else
      await send(
        decision,
        chosen.map((r) => r.id),
        form.getValues("comment") ?? "",
      );
  };

  useQueueKeys({
    rows,
    activeId,
    enabled: !confirming && !helpOpen,
    onMove: (id) => {
      setActiveId(id);
      rowElement(id)?.focus();
    },
    onDecide: (decision, row) => {
      if (reviewable(row)) void start(decision, [row.id], false);
    },
    onHelp: () => setHelpOpen(true),
  });

  const columns = queueColumns({
    canReview,
    timeZone,
    viewerId,
    now,
    busy: decide.isPending,
    selected,
    selectable,
    reviewable,
    form,
    sort: {
      column: sortColumn,
      order: filter.order ?? "DESC",
      onSort: (column) => {
        // A first click shows what needs attention first: the longest waiting, the largest amount.
        const order =
          column === sortColumn ? (filter.order === "ASC" ? "DESC" : "ASC") : column === "waiting" ? "ASC" : "DESC";
        setSortColumn(column);
        changeFilter({ ...filter, sort: column === "amount" ? "AMOUNT" : undefined, order, offset: 0 });
      },
    },
    onSelect: (ids, on) =>
      setSelected((current) => new Set(on ? [...current, ...ids] : [...current].filter((id) => !ids.includes(id)))),
    onDecide: (decision, row) => void start(decision, [row.id], false),
  });
  const commentError = form.formState.errors.comment?.message;
  const busy = decide.isPending;

  return (
    <div className={styles.stack}>
      <QueueFilters filter={filter} viewer={viewerUsername} onChange={changeFilter} />
      <ExportQueueCsv filter={filter} timeZone={timeZone} />
      <form onSubmit={(e) => e.preventDefault()} noValidate aria-label="Review requests">
        {canReview && (
          <section className={`panel ${styles.review}`} aria-label="Review">
            <FormField id="review-comment" label="Comment for the approval" error={commentError}>
              {(control) => <textarea {...control} rows={2} {...form.register("comment")} />}
            </FormField>
            <div className={styles.actions}>
              <Button
                type="button"
                disabled={busy || selected.size === 0}
                onClick={() => void start("APPROVED", [...selected], true)}
              >
                Approve selected ({selected.size})
              </Button>
              <Button
                type="button"
                variant="danger"
                disabled={busy || selected.size === 0}
                onClick={() => void start("REJECTED", [...selected], true)}
              >
                Reject selected ({selected.size})
              </Button>
              {busy && <span role="status">Sending…</span>}
              <Button type="button" variant="secondary" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
                Keyboard shortcuts
              </Button>
            </div>
            <LiveOutcomeList outcomes={outcomes} />
          </section>
        )}
        {/* Always in the page, so a warning that arrives is announced; none for an answer still loading. */}
        <div role="status" className="muted" data-testid="queue-warning">
          {queue.isPlaceholderData
            ? null
            : queue.data?.warnings?.map((warning) => <p key={warning.code}>{warning.message}</p>)}
        </div>
        <DataTable
          caption={queueCaption(filter)}
          columns={columns}
          rows={rows}
          busy={loading}
          empty="No requests match these filters."
          rowTestIdPrefix="request-row"
          rowProps={(r, index) => ({
            "data-row-id": String(r.id),
            tabIndex: r.id === activeId || (activeId === null && index === 0) ? 0 : -1,
            className: r.id === activeId ? styles.activeRow : undefined,
            onFocus: () => setActiveId(r.id),
          })}
        />
      </form>
      <LinkPager
        label="Pages"
        page={filter.offset}
        pages={pages}
        summary={`(${total} requests)`}
        href={(offset) => `?${queueSearch({ ...filter, status: filter.status ?? "ALL", offset })}`}
        onNavigate={(offset) => changeFilter({ ...filter, offset })}
      >
        {queue.isFetching && (
          <span role="status" className="muted">
            Loading…
          </span>
        )}
        {queue.error && (
          <span role="alert" className="form-error">
            {queue.error.message}
          </span>
        )}
      </LinkPager>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.decision === "REJECTED" ? "Reject requests?" : "Approve requests?"}
        confirmLabel={confirming?.decision === "REJECTED" ? "Reject" : "Approve"}
        tone={confirming?.decision === "REJECTED" ? "danger" : "default"}
        reasonLabel={confirming?.decision === "REJECTED" ? "Reason for the rejection" : undefined}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(reason) =>
          confirming &&
          void send(
            confirming.decision,
            confirming.ids,
            confirming.decision === "REJECTED" ? reason : (form.getValues("comment") ?? ""),
          )
        }
      >
        {confirming && <DecisionSummary decision={confirming.decision} subjects={subjects(confirming.ids)} />}
      </ConfirmDialog>
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}

function queueCaption({ sort, order }: QueueFilter): string {
  if (sort === "AMOUNT")
    return `Requests, ${order === "ASC" ? "smallest" : "largest"} amount first (bill amount or points asked)`;
  return order === "ASC" ? "Requests, longest waiting first" : "Requests, newest first";
}

const rowElement = (id: number) => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`);

/** The first row below the decided ones that was not decided, else the nearest one above. */
function rowAfter(rows: RequestSummary[], decided: number[]): number | null {
  const last = Math.max(...decided.map((id) => rows.findIndex((r) => r.id === id)));
  const below = rows.slice(last + 1).find((r) => !decided.includes(r.id));
  const above = rows
    .slice(0, Math.max(0, last))
    .reverse()
    .find((r) => !decided.includes(r.id));
  return (below ?? above)?.id ?? null;
}

function report(decision: Decision, result: ItemOutcome[]) {
  const done = result.filter((o) => o.ok);
  const failed = result.filter((o) => !o.ok);
  const verb = decision === "APPROVED" ? "Approved" : "Rejected";
  if (done.length) notifySuccess(`${verb} ${done.length === 1 ? `request #${done[0].id}` : `${done.length} requests`}`);
  for (const o of failed) notifyRefusals(o.error ? [o.error] : [], "It could not be decided.", `Request #${o.id}`);
}
