"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DecisionForm } from "./decision-form.tsx";
import { useRequestDetail, type RequestDetailView } from "./use-request-detail.ts";
import styles from "./requests.module.css";

const when = (iso: string) => <time dateTime={iso}>{iso.slice(0, 19).replace("T", " ")}</time>;

/** The request, its type-specific details and every status change; reviewers decide from here too. */
export function RequestDetail({ initial, viewerId, canReview, children }: { initial: RequestDetailView; viewerId: number; canReview: boolean; children?: React.ReactNode }) {
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
            {request.type} / {request.baseType}
          </dd>
          <dt>Status</dt>
          <dd data-testid="request-status">{request.status}</dd>
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
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Change</th>
              <th scope="col">By</th>
              <th scope="col">Comment</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{when(request.addedOn)}</td>
              <td>created</td>
              <td>{request.requestedBy ? `${request.requestedBy.name} (${request.requestedBy.code})` : "—"}</td>
              <td>
                <span className="muted">none</span>
              </td>
            </tr>
            {request.history.map((event, index) => (
              <tr key={index}>
                <td>{when(event.changedOn)}</td>
                <td>{event.fromStatus ? `${event.fromStatus} → ${event.toStatus}` : event.toStatus}</td>
                <td>{event.changedBy ? `${event.changedBy.name} (${event.changedBy.code})` : "—"}</td>
                <td>{event.comment || <span className="muted">none</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function TypeDetails({ request }: { request: RequestDetailView }) {
  if ("goodwillRequest" in request && request.goodwillRequest) {
    const g = request.goodwillRequest;
    return (
      <>
        <dt>Requested</dt>
        <dd>{g.points !== null ? `${g.points} points` : `coupon series ${g.seriesId ?? "—"}`}</dd>
        {g.approvedValue && (
          <>
            <dt>Approved value</dt>
            <dd>{g.approvedValue}</dd>
          </>
        )}
      </>
    );
  }
  if ("transaction" in request && request.transaction) {
    const t = request.transaction as Record<string, unknown>;
    return (
      <>
        <dt>Transaction</dt>
        <dd>
          {["billNumber", "billAmount", "billingDate"]
            .filter((k) => t[k] !== undefined)
            .map((k) => `${k}: ${String(t[k])}`)
            .join(", ") || "no details"}
        </dd>
      </>
    );
  }
  if ("transactionUpdateRequest" in request && request.transactionUpdateRequest) {
    return (
      <>
        <dt>Transaction</dt>
        <dd>#{request.transactionUpdateRequest.transactionId}</dd>
      </>
    );
  }
  if ("changeIdentifierRequest" in request && request.changeIdentifierRequest && "oldValue" in request.changeIdentifierRequest) {
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
