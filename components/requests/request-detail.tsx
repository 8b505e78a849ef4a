"use client";

import { useRouter } from "next/navigation";
import { Fragment, useState } from "react";
import { DataTable } from "@/components/ui/data-table.tsx";
import { DecisionForm } from "./decision-form.tsx";
import { RequestStatusBadge } from "./request-status-badge.tsx";
import { ApprovalProgress, shownAmount } from "./approval-progress.tsx";
import { requestTypeName } from "./request-words.ts";
import { useRequestDetail, type RequestDetailView } from "./use-request-detail.ts";
import styles from "./requests.module.css";

const when = (iso: string) => <time dateTime={iso}>{iso.slice(0, 19).replace("T", " ")}</time>;

/** The request, its type-specific details and every status change; reviewers decide from here too. */
export function RequestDetail({
  initial,
  viewerId,
  canReview,
  children,
}: {
  initial: RequestDetailView;
  viewerId: number;
  canReview: boolean;
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const { data: request } = useRequestDetail(initial);
  const [reviewed, setReviewed] = useState(false);
  const open = request.status === "PENDING" && !request.forceApproved;
  return (
    <div className={styles.stack}>
      <section className="panel" aria-labelledby="request-summary">
        <h2 id="request-summary">Summary</h2>
        <dl className={styles.details}>
          <dt>Type</dt>
          <dd>
            {requestTypeName(request.type, request.baseType)}{" "}
            <span className="muted">
              ({request.type} / {request.baseType})
            </span>
          </dd>
          <dt>Status</dt>
          <dd data-testid="request-status">
            <RequestStatusBadge status={request.status} />
            <ApprovalProgress request={request} />
          </dd>
          <dt>Customer</dt>
          <dd>
            #{request.userId} {request.customerName}
          </dd>
          {request.survivorId !== undefined && (
            <>
              <dt>Survivor</dt>
              <dd>#{request.survivorId}</dd>
            </>
          )}
          <dt>Requested by</dt>
          <dd>{request.requestedBy ? `${request.requestedBy.name} (${request.requestedBy.code})` : "—"}</dd>
          <dt>Requested on</dt>
          <dd>{when(request.addedOn)}</dd>
          <dt>Last updated</dt>
          <dd>
            {when(request.lastUpdatedOn)}
            {request.lastUpdatedBy && ` by ${request.lastUpdatedBy.name}`}
          </dd>
          {request.forceApproved && (
            <>
              <dt>Force-approved</dt>
              <dd>Processed at creation with client_auto_approve; it cannot be reviewed.</dd>
            </>
          )}
          {request.comments && (
            <>
              <dt>Comment</dt>
              <dd>{request.comments}</dd>
            </>
          )}
          {request.reason && (
            <>
              <dt>Reason</dt>
              <dd>{request.reason}</dd>
            </>
          )}
          <TypeDetails request={request} />
        </dl>
      </section>
      {children}
      {(open || reviewed) && (
        <DecisionForm
          request={request}
          own={request.requestedBy?.id === viewerId}
          canReview={canReview}
          open={open}
          onDecided={() => {
            setReviewed(true);
            router.refresh();
          }}
        />
      )}
      <section className="panel" aria-labelledby="request-history">
        <h2 id="request-history">History</h2>
        <DataTable
          caption="Status changes, oldest first"
          rowKey={(event) => event.key}
          empty="No changes."
          rows={[
            { key: "created", changedOn: request.addedOn, change: "created", by: request.requestedBy, comment: "" },
            ...request.history.map((event, index) => ({
              key: String(index),
              changedOn: event.changedOn,
              change: `${event.fromStatus ? `${event.fromStatus} → ${event.toStatus}` : event.toStatus}${event.detail ? ` (${event.detail})` : ""}`,
              by: event.changedBy,
              comment: event.comment,
            })),
          ]}
          columns={[
            { key: "when", header: "When", cell: (e) => when(e.changedOn) },
            { key: "change", header: "Change", cell: (e) => e.change },
            { key: "by", header: "By", cell: (e) => (e.by ? `${e.by.name} (${e.by.code})` : "—") },
            { key: "comment", header: "Comment", cell: (e) => e.comment || <span className="muted">none</span> },
          ]}
        />
      </section>
    </div>
  );
}

const TRANSACTION_FIELDS = [
  ["billNumber", "Bill number"],
  ["billAmount", "Bill amount"],
  ["billingDate", "Billing date"],
  ["note", "Note"],
] as const;

function TypeDetails({ request }: { request: RequestDetailView }) {
  if ("goodwillRequest" in request && request.goodwillRequest) {
    const g = request.goodwillRequest;
    return (
      <>
        <dt>Requested</dt>
        <dd>{g.points !== null ? `${shownAmount(g.points)} points` : `coupon series ${g.seriesId ?? "—"}`}</dd>
        {g.approvedValue && (
          <>
            <dt>Approved value</dt>
            <dd>{shownAmount(g.approvedValue)}</dd>
          </>
        )}
      </>
    );
  }
  if ("transaction" in request && request.transaction) {
    const t = request.transaction as Record<string, unknown>;
    const shown = TRANSACTION_FIELDS.filter(([k]) => t[k] !== undefined && t[k] !== "");
    if (shown.length === 0)
      return (
        <>
          <dt>Transaction</dt>
          <dd className="muted">no details</dd>
        </>
      );
    return shown.map(([k, label]) => (
      <Fragment key={k}>
        <dt>{label}</dt>
        <dd data-testid={`transaction-${k}`}>{k === "billAmount" ? shownAmount(String(t[k])) : String(t[k])}</dd>
      </Fragment>
    ));
  }
  if ("transactionUpdateRequest" in request && request.transactionUpdateRequest) {
    return (
      <>
        <dt>Transaction</dt>
        <dd>#{request.transactionUpdateRequest.transactionId}</dd>
      </>
    );
  }
  if (
    "changeIdentifierRequest" in request &&
    request.changeIdentifierRequest &&
    "oldValue" in request.changeIdentifierRequest
  ) {
    const c = request.changeIdentifierRequest;
    return (
      <>
        <dt>Change</dt>
        <dd>
          {c.oldValue ?? "—"} → {c.newValue ?? "—"}
        </dd>
      </>
    );
  }
  return null;
}
