"use client";

import Link from "next/link";
import type { UseFormReturn } from "react-hook-form";
import type { Column, SortDirection } from "@/components/ui/data-table.tsx";
import { isoInZone } from "@/lib/time/zoned-time.ts";
import { OWN_REQUEST_REASON, type Decision } from "./decide-requests.ts";
import { RequestStatusBadge } from "./request-status-badge.tsx";
import { ApprovalProgress, shownAmount } from "./approval-progress.tsx";
import { requestTypeName, waitingText } from "./request-words.ts";
import { pointsKey, type ReviewFormValues } from "./review-form-schema.ts";
import type { RequestSummary } from "./use-request-queue.ts";
import styles from "./requests.module.css";
import { Button } from "@/components/ui/button.tsx";

export type SortColumn = "created" | "waiting" | "amount";

interface Options {
  canReview: boolean;
  timeZone: string;
  viewerId: number;
  now: number | null;
  busy: boolean;
  selected: ReadonlySet<number>;
  selectable: RequestSummary[];
  reviewable: (row: RequestSummary) => boolean;
  form: UseFormReturn<ReviewFormValues>;
  sort: { column: SortColumn; order: "ASC" | "DESC"; onSort: (column: SortColumn) => void };
  onSelect: (ids: number[], on: boolean) => void;
  onDecide: (decision: Decision, row: RequestSummary) => void;
}

/** The queue's columns: what a reviewer needs to decide without opening the request. */
export function queueColumns(o: Options): Column<RequestSummary>[] {
  const direction = (column: SortColumn): SortDirection | null => {
    if (o.sort.column !== column) return null;
    const descending = o.sort.order === "DESC";
    // Longest waiting first is the oldest first: the waiting column runs against the request date.
    if (column === "waiting") return descending ? "ascending" : "descending";
    return descending ? "descending" : "ascending";
  };
  const columns: Column<RequestSummary>[] = [
    {
      key: "id",
      header: "Request",
      rowHeader: true,
      cell: (r) => <Link href={`/requests/${r.id}`}>#{r.id}</Link>,
    },
    {
      key: "type",
      header: "Type",
      cell: (r) => <span title={`${r.type} / ${r.baseType}`}>{requestTypeName(r.type, r.baseType)}</span>,
    },
    {
      key: "status",
      header: "Status",
      cell: (r) => (
        <>
          <RequestStatusBadge status={r.status} />
          <ApprovalProgress request={r} />
        </>
      ),
    },
    {
      key: "customer",
      header: "Customer",
      cell: (r) => (
        <>
          <Link href={`/customers/${r.userId}`}>{r.customerName || "(no name)"}</Link>{" "}
          <span className="muted">#{r.userId}</span>
          {r.survivorId !== undefined && <div className="muted">merge into #{r.survivorId}</div>}
        </>
      ),
    },
    {
      key: "amount",
      header: "Amount",
      sort: { direction: direction("amount"), onSort: () => o.sort.onSort("amount") },
      cell: (r) => (
        <>
          {r.requestedPoints !== undefined && <div>{shownAmount(r.requestedPoints)} points requested</div>}
          {r.billAmount !== undefined && <div>Bill {shownAmount(r.billAmount)}</div>}
          {r.billNumber !== undefined && <div className="muted">No. {r.billNumber}</div>}
        </>
      ),
    },
    {
      key: "by",
      header: "Requested by",
      cell: (r) => (r.requestedBy ? `${r.requestedBy.name} (${r.requestedBy.code})` : "—"),
    },
    {
      key: "created",
      header: "Requested on",
      sort: { direction: direction("created"), onSort: () => o.sort.onSort("created") },
      cell: (r) => <time dateTime={r.addedOn}>{isoInZone(r.addedOn, o.timeZone).slice(0, 16).replace("T", " ")}</time>,
    },
    {
      key: "waiting",
      header: "Waiting",
      sort: { direction: direction("waiting"), onSort: () => o.sort.onSort("waiting") },
      cell: (r) => (
        <span suppressHydrationWarning>
          {o.now === null ? "" : waitingText(r.addedOn, r.status === "PENDING" ? o.now : Date.parse(r.lastUpdatedOn))}
        </span>
      ),
    },
  ];
  if (!o.canReview) return columns;
  return [selectColumn(o), ...columns, reviewColumn(o)];
}

function selectColumn(o: Options): Column<RequestSummary> {
  return {
    key: "select",
    header: (
      <input
        type="checkbox"
        aria-label="Select all reviewable requests on this page"
        checked={o.selectable.length > 0 && o.selectable.every((r) => o.selected.has(r.id))}
        disabled={o.selectable.length === 0}
        onChange={(e) =>
          o.onSelect(
            o.selectable.map((r) => r.id),
            e.target.checked,
          )
        }
      />
    ),
    cell: (r) => (
      <input
        type="checkbox"
        aria-label={`Select request ${r.id}`}
        aria-describedby={r.status === "PENDING" && r.requestedBy?.id === o.viewerId ? `reason-${r.id}` : undefined}
        checked={o.selected.has(r.id)}
        disabled={!o.reviewable(r)}
        onChange={(e) => o.onSelect([r.id], e.target.checked)}
      />
    ),
  };
}

const DECISIONS = [
  { decision: "APPROVED", verb: "Approve" },
  { decision: "REJECTED", verb: "Reject" },
] as const;

function reviewColumn(o: Options): Column<RequestSummary> {
  return {
    key: "review",
    header: "Review",
    cell: (r) => {
      const own = r.requestedBy?.id === o.viewerId;
      const open = r.status === "PENDING" && !r.forceApproved;
      const pointsError = o.form.formState.errors.points?.[pointsKey(r.id)]?.message;
      return (
        <>
          {open && own && (
            <span id={`reason-${r.id}`} className={styles.reason}>
              {OWN_REQUEST_REASON}
            </span>
          )}
          {o.reviewable(r) && (
            <div className={styles.actions}>
              {r.type === "GOODWILL" && r.baseType === "POINTS" && (
                <span>
                  <label htmlFor={`points-${r.id}`}>Points </label>
                  <input
                    id={`points-${r.id}`}
                    className={styles.pointsInput}
                    inputMode="decimal"
                    placeholder={r.requestedPoints ?? "as requested"}
                    aria-invalid={!!pointsError}
                    aria-describedby={pointsError ? `points-${r.id}-error` : undefined}
                    {...o.form.register(`points.${pointsKey(r.id)}`)}
                  />
                  {pointsError && (
                    <span id={`points-${r.id}-error`} className="field-error">
                      {pointsError}
                    </span>
                  )}
                </span>
              )}
              {DECISIONS.map(({ decision, verb }) => (
                <Button
                  key={decision}
                  type="button"
                  variant="secondary"
                  disabled={o.busy}
                  aria-label={`${verb} request ${r.id}`}
                  onClick={() => o.onDecide(decision, r)}
                >
                  {verb}
                </Button>
              ))}
            </div>
          )}
        </>
      );
    },
  };
}
