import type { Metadata } from "next";
import { AuditFilters, type AuditFilterValues } from "@/components/audit/audit-filters.tsx";
import { AuditViews } from "@/components/audit/audit-views.tsx";
import { AuditTable } from "@/components/audit/audit-table.tsx";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { findAuditEntries } from "@/lib/audit/find-audit-entries.ts";
import { findAuditQuerySchema } from "@/lib/audit/schemas.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";

export const metadata: Metadata = { title: "Audit log" };

const PAGE_SIZE = 25;
type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The same filters and rules as GET /v2/audit; a "to" date means through the end of that day.
export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const principal = await requirePageAccess(sectionAccess("/audit"));
  const params = await searchParams;
  const values: AuditFilterValues = {
    entity: first(params.entity),
    entityId: first(params.entityId),
    actor: first(params.actor),
    from: first(params.from),
    to: first(params.to),
  };
  const pageNumber = Math.max(0, Number.parseInt(first(params.page) ?? "0", 10) || 0);
  const toEndOfDay = values.to && /^\d{4}-\d{2}-\d{2}$/.test(values.to) ? `${values.to}T23:59:59.999` : values.to;
  const parsed = findAuditQuerySchema.safeParse({
    ...Object.fromEntries(Object.entries({ ...values, to: toEndOfDay }).filter(([, v]) => v !== undefined)),
    limit: PAGE_SIZE,
    offset: Math.min(pageNumber, 40_000) * PAGE_SIZE,
  });
  const page = parsed.success ? await findAuditEntries(principal, parsed.data) : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const pageHref = (n: number) =>
    `/audit?${new URLSearchParams({ ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)), page: String(n) })}`;

  return (
    <>
      <h1>Audit log</h1>
      <AuditViews current="/audit" />
      <p className="muted">
        Every change to requests, customers, vendors, products, target groups, labels, users and API clients, newest
        first. Sign-ins and their refusals are under Security events.
      </p>
      <AuditFilters values={values} />
      {!parsed.success ? (
        <p role="alert" className="form-error">
          {parsed.error.issues.map((issue) => `${issue.path.join(".") || "filter"}: ${issue.message}`).join("; ")}
        </p>
      ) : (
        <section aria-labelledby="audit-heading">
          <h2 id="audit-heading">
            {page!.total} {page!.total === 1 ? "entry" : "entries"}
          </h2>
          <AuditTable entries={page!.entries} />
          {pages > 1 && <LinkPager label="Audit pages" page={pageNumber} pages={pages} href={pageHref} />}
        </section>
      )}
    </>
  );
}
