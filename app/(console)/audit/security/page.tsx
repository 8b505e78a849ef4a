import type { Metadata } from "next";
import { AuditViews } from "@/components/audit/audit-views.tsx";
import { SecurityEventFilters, type SecurityEventFilterValues } from "@/components/audit/security-event-filters.tsx";
import { SecurityEventTable } from "@/components/audit/security-event-table.tsx";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { findSecurityEvents } from "@/lib/security-events/find-security-events.ts";
import { findSecurityEventsQuerySchema } from "@/lib/security-events/schemas.ts";

export const metadata: Metadata = { title: "Security events" };

const PAGE_SIZE = 25;
type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The same filters and rules as GET /v2/audit/security-events; a "to" date means through the end of that day.
export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const principal = await requirePageAccess(sectionAccess("/audit"));
  const params = await searchParams;
  const values: SecurityEventFilterValues = {
    action: first(params.action),
    actor: first(params.actor),
    from: first(params.from),
    to: first(params.to),
  };
  const pageNumber = Math.max(0, Number.parseInt(first(params.page) ?? "0", 10) || 0);
  const toEndOfDay = values.to && /^\d{4}-\d{2}-\d{2}$/.test(values.to) ? `${values.to}T23:59:59.999` : values.to;
  const parsed = findSecurityEventsQuerySchema.safeParse({
    ...Object.fromEntries(Object.entries({ ...values, to: toEndOfDay }).filter(([, v]) => v !== undefined)),
    limit: PAGE_SIZE,
    offset: Math.min(pageNumber, 40_000) * PAGE_SIZE,
  });
  const page = parsed.success ? await findSecurityEvents(principal, parsed.data) : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const pageHref = (n: number) =>
    `/audit/security?${new URLSearchParams({ ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)), page: String(n) })}`;

  return (
    <>
      <h1>Security events</h1>
      <AuditViews current="/audit/security" />
      <p className="muted">
        Console sign-ins, failed sign-ins, lockouts (one event per lockout) and OAuth token issuance naming this
        organization&apos;s users and API clients, newest first, kept for a limited time.
      </p>
      <SecurityEventFilters values={values} />
      {!parsed.success ? (
        <p role="alert" className="form-error">
          {parsed.error.issues.map((issue) => `${issue.path.join(".") || "filter"}: ${issue.message}`).join("; ")}
        </p>
      ) : (
        <section aria-labelledby="security-heading">
          <h2 id="security-heading">
            {page!.total} {page!.total === 1 ? "event" : "events"}
          </h2>
          <SecurityEventTable events={page!.events} />
          {pages > 1 && <LinkPager label="Security event pages" page={pageNumber} pages={pages} href={pageHref} />}
        </section>
      )}
    </>
  );
}
