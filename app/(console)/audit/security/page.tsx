import type { Metadata } from "next";
import { AuditViews } from "@/components/audit/audit-views.tsx";
import { SecurityEventFilters } from "@/components/audit/security-event-filters.tsx";
import { SecurityEventTable } from "@/components/audit/security-event-table.tsx";
import { readListingSearch, type Search } from "@/components/audit/listing-search.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { findSecurityEvents } from "@/lib/security-events/find-security-events.ts";
import { findSecurityEventsQuerySchema } from "@/lib/security-events/schemas.ts";
import { ListingBody } from "../listing-body.tsx";
import { findListingPage } from "../listing-page.ts";

export const metadata: Metadata = { title: "Security events" };

// The same filters and rules as GET /v2/audit/security-events.
export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const principal = await requirePageAccess(sectionAccess("/audit"));
  const { timeZone } = await getOrganizationSettings(principal.orgId);
  const search = readListingSearch(await searchParams, ["action", "actor", "from", "to"] as const, "/audit/security");
  const listing = await findListingPage(search, findSecurityEventsQuerySchema, (query) =>
    findSecurityEvents(principal, query),
  );

  return (
    <>
      <h1>Security events</h1>
      <AuditViews current="/audit/security" />
      <p className="muted">
        Console sign-ins, failed sign-ins, lockouts (one event per lockout) and OAuth token issuance naming this
        organization&apos;s users and API clients, newest first, kept for a limited time.
      </p>
      <SecurityEventFilters values={search.values} />
      <ListingBody
        listing={listing}
        id="security"
        heading={({ total }) => `${total} ${total === 1 ? "event" : "events"}`}
        pager={{ label: "Security event pages", page: search.pageNumber, href: search.pageHref }}
      >
        {(page) => <SecurityEventTable events={page.events} timeZone={timeZone} />}
      </ListingBody>
    </>
  );
}
