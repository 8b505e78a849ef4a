import Link from "next/link";
import type { ReactNode } from "react";
import { requestGroupName, requestTypeName, waitingText } from "@/components/requests/request-words.ts";
import styles from "@/components/home/home.module.css";
import { EXPIRY_WINDOW_DAYS, type findExpiringCustomers } from "@/lib/dashboard/find-expiring-customers.ts";
import type {
  countDecidedToday,
  countPendingByType,
  findMyPendingRequests,
  findOldestPending,
} from "@/lib/dashboard/request-attention.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";

// The home page's cards, one per figure that needs attention, each linking to the list behind it.

type Found<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

const list = (params: Record<string, string>) => `/requests?${new URLSearchParams(params)}`;

export function PendingCard({ pending }: { pending: Found<typeof countPendingByType> }) {
  return (
    <HomeCard id="home-pending" title="Pending requests">
      <Link href={list({ status: "PENDING" })} className={styles.big} data-testid="home-pending-total">
        {pending.reduce((sum, row) => sum + row.count, 0)}
      </Link>
      <ul className={styles.list} aria-label="Pending requests by type">
        {pending.map((row) => (
          <li key={`${row.type}/${row.baseType}`}>
            <CountRow
              href={list({ status: "PENDING", requestType: row.type, requestSubType: row.baseType })}
              label={requestTypeName(row.type, row.baseType)}
              count={row.count}
              testId={`home-pending-${row.type}-${row.baseType}`}
              title={requestGroupName(row.type)}
            />
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}

export function OldestCard({ oldest, now }: { oldest: Awaited<ReturnType<typeof findOldestPending>>; now: Date }) {
  return (
    <HomeCard id="home-oldest" title="Oldest pending">
      {oldest ? (
        <p data-testid="home-oldest">
          <Link href={`/requests/${oldest.id}`}>
            #{oldest.id} {requestTypeName(oldest.type, oldest.baseType)}
          </Link>{" "}
          for {`${oldest.customer.firstName} ${oldest.customer.lastName}`.trim() || `customer #${oldest.customer.id}`},
          waiting {waitingText(oldest.createdAt.toISOString(), now.getTime())}.{" "}
          <Link href={list({ status: "PENDING", order: "ASC" })}>Longest waiting first</Link>
        </p>
      ) : (
        <p className="muted">Nothing is waiting.</p>
      )}
    </HomeCard>
  );
}

interface MineProps {
  mine: Found<typeof findMyPendingRequests>;
  username: string;
  now: Date;
}

export function MineCard({ mine, username, now }: MineProps) {
  return (
    <HomeCard id="home-mine" title="My requests awaiting review">
      <Link
        href={list({ status: "PENDING", requestedBy: username })}
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
    </HomeCard>
  );
}

export function DecidedCard({ decided, today }: { decided: Found<typeof countDecidedToday>; today: string }) {
  const outcomes = [
    { status: "APPROVED", label: "Approved", count: decided.approved, testId: "home-approved-today" },
    { status: "REJECTED", label: "Rejected", count: decided.rejected, testId: "home-rejected-today" },
  ];
  return (
    <HomeCard id="home-decided" title="Decided today">
      <ul className={styles.list}>
        {outcomes.map(({ status, ...row }) => (
          <li key={status}>
            <CountRow href={list({ status, decidedOn: today })} {...row} />
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}

export function ExpiringCard({ expiring }: { expiring: Found<typeof findExpiringCustomers> }) {
  const customers = expiring.total === 1 ? "customer" : "customers";
  return (
    <HomeCard id="home-expiring" title={`Points expiring in the next ${EXPIRY_WINDOW_DAYS} days`}>
      <p>
        <Link
          href={`/customers?expiring=${EXPIRY_WINDOW_DAYS}`}
          className={styles.big}
          data-testid="home-expiring-total"
          aria-label={`${expiring.more ? "at least " : ""}${expiring.total} ${customers} with points expiring`}
        >
          {expiring.total}
          {expiring.more && "+"}
        </Link>{" "}
        {customers}, {expiring.points}
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
    </HomeCard>
  );
}

function HomeCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`panel ${styles.card}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface CountRowProps {
  href: string;
  label: string;
  count: number;
  testId: string;
  title?: string;
}

/** A figure's row in a card's list: what it counts and how many, linking to the list behind it. */
function CountRow({ href, label, count, testId, title }: CountRowProps) {
  return (
    <Link className={styles.row} href={href}>
      <span>{label}</span>
      <span data-testid={testId} title={title}>
        {count}
      </span>
    </Link>
  );
}
