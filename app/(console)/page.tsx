import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { readAccess } from "@/lib/auth/access-groups.ts";
import { can, canRead } from "@/lib/auth/principal.ts";
import { findExpiringCustomers } from "@/lib/dashboard/find-expiring-customers.ts";
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
import { DecidedCard, ExpiringCard, MineCard, OldestCard, PendingCard } from "./home-cards.tsx";

export const metadata: Metadata = { title: "Home" };

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

  return (
    <>
      <PageHeader title="Home" description={`What needs attention on ${formatLocalDate(now)}.`} />
      {webhooks && <WebhookNotice webhooks={webhooks} />}
      <div className={styles.grid}>
        {pending && <PendingCard pending={pending} />}
        {readsRequests && <OldestCard oldest={oldest} now={now} />}
        {mine && <MineCard mine={mine} username={principal.username} now={now} />}
        {decided && <DecidedCard decided={decided} today={formatLocalDate(now)} />}
        {expiring && <ExpiringCard expiring={expiring} />}
      </div>
    </>
  );
}
