import type { Metadata } from "next";
import Link from "next/link";
import { requestGroupName, requestTypeName, waitingText } from "@/components/requests/request-words.ts";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { readAccess } from "@/lib/auth/access-groups.ts";
import { can, canRead } from "@/lib/auth/principal.ts";
import { EXPIRY_WINDOW_DAYS, findExpiringCustomers } from "@/lib/dashboard/find-expiring-customers.ts";
import {
  countDecidedToday,
  countPendingByType,
  findMyPendingRequests,
  findOldestPending,
} from "@/lib/dashboard/request-attention.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";
import styles from "@/components/home/home.module.css";
import { WebhookNotice } from "@/components/home/webhook-notice.tsx";
import { listWebhooks } from "@/lib/webhooks/manage-webhooks.ts";

export const metadata: Metadata = { title: "Home" };

const list = (params: Record<string, string>) => `/requests?${new URLSearchParams(params)}`;

/** What needs attention today, each figure linking to the list behind it. */
export default async function Home() {
  const principal = await requirePageAccess(
    readAccess(["default", "requests.write", "requests.approve", "points.read"]),
  );
  const readsRequests = canRead(principal, ["requests.write", "requests.approve"]);
  const now = new Date();
  const [pending, oldest, mine, decided, expiring, webhooks] = await Promise.all([
    readsRequests ? countPendingByType(principal) : null,
    readsRequests ? findOldestPending(principal) : null,
    readsRequests ? findMyPendingRequests(principal) : null,
    readsRequests ? countDecidedToday(principal, now) : null,
    canRead(principal, "points.read") ? findExpiringCustomers(principal, now) : null,
    can(principal, "admin") ? listWebhooks(principal) : null,
  ]);
  const pendingTotal = pending?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const today = formatLocalDate(now);

  return (
    <>
      <PageHeader title="Home" description={`What needs attention on ${formatLocalDate(now)}.`} />
      {webhooks && <WebhookNotice webhooks={webhooks} />}
      <div className={styles.grid}>
        {pending && (
          <section className={`panel ${styles.card}`} aria-labelledby="home-pending">
            <h2 id="home-pending">Pending requests</h2>
            <Link href={list({ status: "PENDING" })} className={styles.big} data-testid="home-pending-total">
              {pendingTotal}
            </Link>
            <ul className={styles.list} aria-label="Pending requests by type">
              {pending.map((row) => (
                <li key={`${row.type}/${row.baseType}`}>
                  <Link
                    className={styles.row}
                    href={list({ status: "PENDING", requestType: row.type, requestSubType: row.baseType })}
                  >
                    <span>{requestTypeName(row.type, row.baseType)}</span>
                    <span data-testid={`home-pending-${row.type}-${row.baseType}`} title={requestGroupName(row.type)}>
                      {row.count}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {readsRequests && (
          <section className={`panel ${styles.card}`} aria-labelledby="home-oldest">
            <h2 id="home-oldest">Oldest pending</h2>
            {oldest ? (
              <p data-testid="home-oldest">
                <Link href={`/requests/${oldest.id}`}>
                  #{oldest.id} {requestTypeName(oldest.type, oldest.baseType)}
                </Link>{" "}
                for{" "}
                {`${oldest.customer.firstName} ${oldest.customer.lastName}`.trim() || `customer #${oldest.customer.id}`}
                , waiting {waitingText(oldest.createdAt.toISOString(), now.getTime())}.{" "}
                <Link href={list({ status: "PENDING", order: "ASC" })}>Longest waiting first</Link>
              </p>
            ) : (
              <p className="muted">Nothing is waiting.</p>
            )}
          </section>
        )}
        {mine && (
          <section className={`panel ${styles.card}`} aria-labelledby="home-mine">
            <h2 id="home-mine">My requests awaiting review</h2>
            <Link
              href={list({ status: "PENDING", requestedBy: principal.username })}
              className={styles.big}
              data-testid="home-mine-total"
              aria-label={`${mine.total} of my requests awaiting review`}
            >
              {mine.total}
            </Link>
            <ul className={styles.list}>
              {mine.requests.map((r) => (
                <li key={r.id}>
                  <Link href={`/requests/${r.id}`}>
                    #{r.id} {requestTypeName(r.type, r.baseType)}
                  </Link>
                  <span className="muted">{waitingText(r.createdAt.toISOString(), now.getTime())}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {decided && (
          <section className={`panel ${styles.card}`} aria-labelledby="home-decided">
            <h2 id="home-decided">Decided today</h2>
            <ul className={styles.list}>
              <li>
                <Link className={styles.row} href={list({ status: "APPROVED", decidedOn: today })}>
                  <span>Approved</span>
                  <span data-testid="home-approved-today">{decided.approved}</span>
                </Link>
              </li>
              <li>
                <Link className={styles.row} href={list({ status: "REJECTED", decidedOn: today })}>
                  <span>Rejected</span>
                  <span data-testid="home-rejected-today">{decided.rejected}</span>
                </Link>
              </li>
            </ul>
          </section>
        )}
        {expiring && (
          <section className={`panel ${styles.card}`} aria-labelledby="home-expiring">
            <h2 id="home-expiring">Points expiring in the next {EXPIRY_WINDOW_DAYS} days</h2>
            <p>
              <Link
                href={`/customers?expiring=${EXPIRY_WINDOW_DAYS}`}
                className={styles.big}
                data-testid="home-expiring-total"
                aria-label={`${expiring.more ? "at least " : ""}${expiring.total} ${expiring.total === 1 ? "customer" : "customers"} with points expiring`}
              >
                {expiring.total}
                {expiring.more && "+"}
              </Link>{" "}
              {expiring.total === 1 ? "customer" : "customers"}, {expiring.points}
              {expiring.more && "+"} points in all
            </p>
            <ul className={styles.list}>
              {expiring.customers.map((c) => (
                <li key={c.id}>
                  <Link href={`/customers/${c.id}`}>{c.name || `Customer #${c.id}`}</Link>
                  <span>
                    {c.points} points
                    {c.firstExpiry && <span className="muted"> from {formatLocalDate(c.firstExpiry)}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
