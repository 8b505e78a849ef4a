import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { can, canRead } from "@/lib/auth/principal.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { findMergeSuccessor } from "@/lib/customers/find-merge-successor.ts";
import { getCustomerLabels } from "@/lib/customers/get-customer-labels.ts";
import { renderCustomer } from "@/lib/customers/render-customer.ts";
import { isDomainError } from "@/lib/errors/domain-error.ts";
import { findOrganizationLabels } from "@/lib/labels/find-organization-labels.ts";
import { findCustomerRequests } from "@/lib/requests/find-customer-requests.ts";
import { formatLocalDate, formatLocalIso } from "@/lib/time/server-time.ts";
import { findPointsBalances } from "@/lib/points/find-points-balances.ts";
import { HistoryLink } from "@/components/audit/history-link.tsx";
import { CustomerLabels } from "@/components/customers/customer-labels.tsx";
import { CustomerProfile } from "@/components/customers/customer-profile.tsx";
import { CustomerRequests } from "@/components/customers/customer-requests.tsx";
import { ExpirySchedulePanel } from "@/components/customers/expiry-schedule-panel.tsx";
import { MergedCustomer } from "@/components/customers/merged-customer.tsx";
import { NewRequestMenu } from "@/components/requests/new-request-menu.tsx";
import { loadScheduleView } from "@/lib/points/load-schedule-view.ts";
import { lookupCustomer } from "@/lib/customers/lookup-customer.ts";
import { idParam } from "@/lib/validation/id-param.ts";

export const metadata: Metadata = { title: "Customer" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const principal = await requirePageAccess(sectionAccess("/customers"));
  const { id } = await params;
  if (!idParam.safeParse(id).success) notFound();
  const customer = await lookupCustomer(principal, { identifierName: "id", identifierValue: id }).catch(
    (error: unknown) => {
      if (isDomainError(error)) return null;
      throw error;
    },
  );
  if (!customer) {
    const successor = await findMergeSuccessor(principal, Number(id));
    if (!successor) notFound();
    return <MergedCustomer customerId={Number(id)} successor={successor} />;
  }
  const [labels, orgLabels] = await Promise.all([
    getCustomerLabels(principal, customer.id),
    findOrganizationLabels(principal),
  ]);
  const readsPoints = canRead(principal, "points.read");
  const readsRequests = canRead(principal, ["requests.write", "requests.approve"]);
  const [schedule, balances] = readsPoints
    ? await Promise.all([loadScheduleView(principal, customer.id), findPointsBalances(principal, customer.id)])
    : [null, null];
  const requests = readsRequests ? await findCustomerRequests(principal, customer.id) : null;
  const name = `${customer.firstName} ${customer.lastName}`.trim() || `Customer ${customer.id}`;

  return (
    <>
      <p>
        <Link href="/customers">← Customers</Link>
      </p>
      <h1>{name}</h1>
      <HistoryLink principal={principal} entity="customer" entityId={customer.id} />
      {can(principal, "requests.write") && <NewRequestMenu customerId={customer.id} />}
      <CustomerProfile customer={renderCustomer(customer)} balances={balances} />
      <CustomerLabels
        customerId={customer.id}
        initialLabels={labels.map(({ labelId, labelName }) => ({ labelId, labelName }))}
        suggestions={orgLabels.labels.map((label) => label.labelName)}
        canChange={can(principal, "default")}
      />
      <section className="panel" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">Points expiry schedule</h2>
        {schedule ? (
          <ExpirySchedulePanel
            customerId={customer.id}
            programs={schedule.programs}
            initial={schedule.initial}
            today={formatLocalDate(new Date())}
          />
        ) : (
          <p className="muted">
            The expiry schedule needs the Points read access group, which your account does not have.
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="requests-heading">
        <h2 id="requests-heading">Requests</h2>
        {requests ? (
          <CustomerRequests requests={requests.map((r) => ({ ...r, createdAt: formatLocalIso(r.createdAt) }))} />
        ) : (
          <p className="muted">Requests are visible with the Requests write or Requests approve access group.</p>
        )}
      </section>
    </>
  );
}
