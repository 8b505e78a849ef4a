import type { Metadata } from "next";
import { AuditFilters } from "@/components/audit/audit-filters.tsx";
import { AuditViews } from "@/components/audit/audit-views.tsx";
import { AuditTable } from "@/components/audit/audit-table.tsx";
import { readListingSearch, type Search } from "@/components/audit/listing-search.ts";
import { AUDIT_TOTAL_CAP } from "@/lib/audit/audit-total-cap.ts";
import { findAuditEntries } from "@/lib/audit/find-audit-entries.ts";
import { findAuditQuerySchema } from "@/lib/audit/schemas.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { ListingBody } from "./listing-body.tsx";
import { findListingPage } from "./listing-page.ts";

export const metadata: Metadata = { title: "Audit log" };

// The same filters and rules as GET /v2/audit.
export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const principal = await requirePageAccess(sectionAccess("/audit"));
  const { timeZone } = await getOrganizationSettings(principal.orgId);
  const search = readListingSearch(
    await searchParams,
    ["entity", "entityId", "actor", "from", "to"] as const,
    "/audit",
  );
  const listing = await findListingPage(search, findAuditQuerySchema, (query) => findAuditEntries(principal, query));

  return (
    <>
      <h1>Audit log</h1>
      <AuditViews current="/audit" />
      <p className="muted">
        Every change to requests, customers, vendors, products, target groups, labels, users and API clients, newest
        first. Sign-ins and their refusals are under Security events.
      </p>
      <AuditFilters values={search.values} />
      <ListingBody
        listing={listing}
        id="audit"
        heading={({ total }) =>
          total > AUDIT_TOTAL_CAP
            ? `More than ${AUDIT_TOTAL_CAP.toLocaleString("en")} entries`
            : `${total} ${total === 1 ? "entry" : "entries"}`
        }
        pager={{ label: "Audit pages", page: search.pageNumber, href: search.pageHref }}
      >
        {(page) => <AuditTable entries={page.entries} timeZone={timeZone} />}
      </ListingBody>
    </>
  );
}
