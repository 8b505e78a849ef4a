"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/lib/console/api-client.ts";
import { OWN_REQUEST_REASON, type Decision, type DecisionTarget, type ItemOutcome } from "./decide-requests.ts";
import { OutcomeList } from "./outcome-list.tsx";
import { QueueFilters } from "./queue-filters.tsx";
import { pointsKey, reviewFormSchema, type ReviewFormValues } from "./review-form-schema.ts";
import { useDecideRequests } from "./use-decide-requests.ts";
import { queueSearch, useRequestQueue, type QueueFilter, type QueuePage, type RequestSummary } from "./use-request-queue.ts";
import styles from "./requests.module.css";

interface Props {
  initialFilter: QueueFilter;
  initialPage: QueuePage;
  viewerId: number;
  canReview: boolean;
}

export function RequestQueue({ initialFilter, initialPage, viewerId, canReview }: Props) {
  const [filter, setFilter] = useState(initialFilter);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcomes, setOutcomes] = useState<ItemOutcome[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const queue = useRequestQueue(filter, { filter: initialFilter, page: initialPage });
  const decide = useDecideRequests();
  const form = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: { comment: "", points: {} } });

  const rows = queue.data?.data ?? [];
  const total = queue.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filter.limit));
  const reviewable = (r: RequestSummary) => canReview && r.status === "PENDING" && !r.forceApproved && r.requestedBy?.id !== viewerId;
  const selectable = rows.filter(reviewable);

  const changeFilter = (next: QueueFilter) => {
    setFilter(next);
    setSelected(new Set());
    window.history.replaceState(null, "", `?${queueSearch({ ...next, status: next.status ?? "ALL" })}`);
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const review = (decision: Decision, ids: number[]) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      const targets: DecisionTarget[] = rows
        .filter((r) => ids.includes(r.id))
        .map((r) => ({ id: r.id, type: r.type, baseType: r.baseType, points: values.points?.[pointsKey(r.id)] || undefined }));
      if (targets.length === 0) return;
      try {
        const result = await decide.mutateAsync({ targets, decision, comment: values.comment ?? "" });
        setOutcomes(result);
        setSelected(new Set([...selected].filter((id) => result.some((o) => o.id === id && !o.ok))));
      } catch (error) {
        setOutcomes([]);
        setFailure(error instanceof ApiError ? error.items.map((i) => `${i.code}: ${i.message}`).join("; ") : "The review could not be sent.");
      }
    });

  const commentError = form.formState.errors.comment?.message;
  const busy = decide.isPending;

  return (
    <div className={styles.stack}>
      <QueueFilters filter={filter} onChange={changeFilter} />
      <form onSubmit={(e) => e.preventDefault()} noValidate aria-label="Review requests">
        {canReview && (
          <section className={`panel ${styles.review}`} aria-label="Review">
            <div className="field">
              <label htmlFor="review-comment">Comment for the approval or rejection</label>
              <textarea id="review-comment" rows={2} aria-invalid={!!commentError} aria-describedby={commentError ? "review-comment-error" : undefined} {...form.register("comment")} />
              {commentError && <span id="review-comment-error" className="field-error">{commentError}</span>}
            </div>
            <div className={styles.actions}>
              <button type="button" className="button" disabled={busy || selected.size === 0} onClick={review("APPROVED", [...selected])}>
                Approve selected ({selected.size})
              </button>
              <button type="button" className="button danger" disabled={busy || selected.size === 0} onClick={review("REJECTED", [...selected])}>
                Reject selected ({selected.size})
              </button>
              {busy && <span role="status">Sending…</span>}
            </div>
            {failure && <p role="alert" className="form-error">{failure}</p>}
            <div aria-live="polite">
              <OutcomeList outcomes={outcomes} />
            </div>
          </section>
        )}
        <table>
          <caption className="visually-hidden">Requests, newest first</caption>
          <thead>
            <tr>
              {canReview && (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select all reviewable requests on this page"
                    checked={selectable.length > 0 && selectable.every((r) => selected.has(r.id))}
                    disabled={selectable.length === 0}
                    onChange={(e) => setSelected(new Set(e.target.checked ? selectable.map((r) => r.id) : []))}
                  />
                </th>
              )}
              <th scope="col">Request</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Customer</th>
              <th scope="col">Requested by</th>
              <th scope="col">Requested on</th>
              {canReview && <th scope="col">Review</th>}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={canReview ? 8 : 6} className="muted">
                  No requests match these filters.
                </td>
              </tr>
            )}
            {rows.map((r) => {
              const own = r.requestedBy?.id === viewerId;
              const open = r.status === "PENDING" && !r.forceApproved;
              const canAct = reviewable(r);
              const reasonId = `reason-${r.id}`;
              const pointsError = form.formState.errors.points?.[pointsKey(r.id)]?.message;
              return (
                <tr key={r.id} data-testid={`request-row-${r.id}`}>
                  {canReview && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select request ${r.id}`}
                        aria-describedby={open && own ? reasonId : undefined}
                        checked={selected.has(r.id)}
                        disabled={!canAct}
                        onChange={(e) => toggle(r.id, e.target.checked)}
                      />
                    </td>
                  )}
                  <th scope="row">
                    <Link href={`/requests/${r.id}`}>#{r.id}</Link>
                  </th>
                  <td>
                    {r.type} / {r.baseType}
                    {r.requestedPoints !== undefined && <div className="muted">{r.requestedPoints} points requested</div>}
                  </td>
                  <td>{r.status}</td>
                  <td>
                    #{r.userId} {r.customerName}
                    {r.survivorId !== undefined && <> → survivor #{r.survivorId}</>}
                  </td>
                  <td>{r.requestedBy ? `${r.requestedBy.name} (${r.requestedBy.code})` : "—"}</td>
                  <td>
                    <time dateTime={r.addedOn}>{r.addedOn.slice(0, 16).replace("T", " ")}</time>
                  </td>
                  {canReview && (
                    <td>
                      {open && own && (
                        <span id={reasonId} className={styles.reason}>
                          {OWN_REQUEST_REASON}
                        </span>
                      )}
                      {canAct && (
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
                                {...form.register(`points.${pointsKey(r.id)}`)}
                              />
                              {pointsError && <span id={`points-${r.id}-error`} className="field-error">{pointsError}</span>}
                            </span>
                          )}
                          <button type="button" className="button secondary" disabled={busy} aria-label={`Approve request ${r.id}`} onClick={review("APPROVED", [r.id])}>
                            Approve
                          </button>
                          <button type="button" className="button secondary" disabled={busy} aria-label={`Reject request ${r.id}`} onClick={review("REJECTED", [r.id])}>
                            Reject
                          </button>
                        </div>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </form>
      <nav className={styles.pager} aria-label="Pages">
        <button type="button" className="button secondary" disabled={filter.offset === 0} onClick={() => changeFilter({ ...filter, offset: filter.offset - 1 })}>
          Previous
        </button>
        <span>
          Page {filter.offset + 1} of {pages} ({total} requests)
        </span>
        <button type="button" className="button secondary" disabled={filter.offset + 1 >= pages} onClick={() => changeFilter({ ...filter, offset: filter.offset + 1 })}>
          Next
        </button>
        {queue.isFetching && <span className="muted">Loading…</span>}
        {queue.error && <span role="alert" className="form-error">{queue.error.message}</span>}
      </nav>
    </div>
  );
}
