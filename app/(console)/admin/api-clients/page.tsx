import type { Metadata } from "next";
import { AdminViews } from "@/components/admin/admin-views.tsx";
import type { ApiClientListItem } from "@/components/admin/api-clients/api-client-list.tsx";
import { ApiClientsManager } from "@/components/admin/api-clients/api-clients-manager.tsx";
import layout from "@/components/ui/layout.module.css";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { renderApiClient, type ApiClientRow } from "@/lib/admin/api-clients/api-client-view.ts";
import { findApiClients } from "@/lib/admin/api-clients/find-api-clients.ts";
import { API_CLIENT_STATUSES, apiClientListQuerySchema } from "@/lib/admin/api-clients/schemas.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { formatZonedIso } from "@/lib/time/zoned-time.ts";
import { queryInt } from "@/lib/validation/query-int.ts";
import { ListFilters } from "@/app/(console)/list-filters.tsx";

export const metadata: Metadata = { title: "API clients" };

const PAGE_SIZE = 20;
const STATUSES = [
  { value: "", label: "Any status" },
  ...API_CLIENT_STATUSES.map((status) => ({ value: status, label: status.toLowerCase() })),
];
// A hand-edited page number or filter falls back to the first page and no filter, not an error page.
const pageParam = queryInt(0, 10_000, 0).catch(0);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A row as the list shows it: the API's view, with its times written in the organization's zone. */
function toListItem(row: ApiClientRow, timeZone: string): ApiClientListItem {
  const shownTime = (iso: string | null, none: string) => (iso ? formatZonedIso(new Date(iso), timeZone) : none);
  const view = renderApiClient(row);
  return {
    ...view,
    shown: {
      expiresAt: shownTime(view.expiresAt, "Never"),
      lastUsedAt: shownTime(view.lastUsedAt, "Not yet"),
      createdAt: shownTime(view.createdAt, ""),
    },
  };
}

type Search = { q?: string | string[]; status?: string | string[]; page?: string | string[] };

export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const principal = await requirePageAccess(sectionAccess("/admin"));
  const params = await searchParams;
  const pageNumber = pageParam.parse(first(params.page));
  const parsed = apiClientListQuerySchema.safeParse({ q: first(params.q), status: first(params.status) || undefined });
  const filters = parsed.success ? parsed.data : apiClientListQuerySchema.parse({});
  const query = { ...filters, limit: PAGE_SIZE, offset: pageNumber * PAGE_SIZE };
  const [page, { timeZone }] = await Promise.all([
    findApiClients(principal, query),
    getOrganizationSettings(principal.orgId),
  ]);
  const clients = page.items.map((row) => toListItem(row, timeZone));
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  const filtered = Boolean(filters.q || filters.status);
  const pageHref = (n: number) => {
    const search = new URLSearchParams({ page: String(n) });
    if (filters.q) search.set("q", filters.q);
    if (filters.status) search.set("status", filters.status);
    return `/admin/api-clients?${search}`;
  };

  return (
    <>
      <PageHeader
        title="API clients"
        description="Keys and secrets of the systems that call the API. A secret is shown once, when it is made."
      />
      <AdminViews current="/admin/api-clients" />
      <ApiClientsManager
        clients={clients}
        empty={
          filtered
            ? "No API client matches these filters."
            : "No API clients yet: create one above to give a system its key and secret."
        }
        toolbar={
          <>
            <h2 id="clients-heading">
              {page.total} {page.total === 1 ? "client" : "clients"}
              {filtered ? " matching" : ""}
            </h2>
            <ListFilters
              action="/admin/api-clients"
              label="Filter API clients"
              idPrefix="clients"
              className={layout.filterBar}
              search={{ name: "q", label: "Search key or name", value: filters.q, maxLength: 100 }}
              choice={{ name: "status", label: "Status", value: filters.status, options: STATUSES }}
              submit="Filter"
            />
            {!parsed.success && (
              <p role="alert" className="form-error">
                The filters were not understood and are not applied.
              </p>
            )}
          </>
        }
      />
      {pages > 1 && <LinkPager label="API client pages" page={pageNumber} pages={pages} href={pageHref} />}
    </>
  );
}
