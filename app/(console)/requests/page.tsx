import type { Metadata } from "next";
import { PAGE_SIZES } from "@/components/requests/queue-options.ts";
import { NewRequestMenu } from "@/components/requests/new-request-menu.tsx";
import { RequestQueue } from "@/components/requests/request-queue.tsx";
import type { QueueFilter } from "@/components/requests/use-request-queue.ts";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { searchWarnings } from "@/lib/api/families/v2.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { can } from "@/lib/auth/principal.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { findRequests } from "@/lib/requests/find-requests.ts";
import { renderRequestSummary } from "@/lib/requests/render-request.ts";
import { findRequestsQuerySchema } from "@/lib/requests/schemas.ts";

export const metadata: Metadata = { title: "Requests" };

const DEFAULT_PAGE_SIZE = 20;

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const principal = await requirePageAccess(sectionAccess("/requests"));
  const params = await searchParams;
  const text = (key: string) => (typeof params[key] === "string" && params[key] !== "" ? params[key] : undefined);
  const status = text("status") === "ALL" ? undefined : (text("status") ?? "PENDING");
  const limit = PAGE_SIZES.find((size) => String(size) === text("limit")) ?? DEFAULT_PAGE_SIZE;
  const parsed = findRequestsQuerySchema.safeParse({
    requestType: text("requestType"),
    requestSubType: text("requestSubType"),
    status,
    search: text("search"),
    requestedBy: text("requestedBy"),
    decidedOn: text("decidedOn"),
    sort: text("sort"),
    order: text("order"),
    offset: text("offset"),
    limit,
  });
  // A hand-edited URL with unknown values falls back to the default queue rather than an error page.
  const query = parsed.success
    ? parsed.data
    : findRequestsQuerySchema.parse({ status: "PENDING", limit: DEFAULT_PAGE_SIZE });
  const page = await findRequests(principal, query);
  const filter: QueueFilter = {
    requestType: query.requestType,
    requestSubType: query.requestSubType,
    status: query.status,
    search: query.search,
    requestedBy: query.requestedBy,
    decidedOn: query.decidedOn,
    ...(query.sort === "AMOUNT" ? { sort: "AMOUNT" as const } : {}),
    ...(query.order === "ASC" ? { order: "ASC" as const } : {}),
    offset: query.offset,
    limit: query.limit,
  };
  return (
    <>
      <PageHeader
        title="Requests"
        description="Approving applies the request at once; every decision is recorded with its comment. Press ? for keyboard shortcuts."
        actions={can(principal, "requests.write") ? <NewRequestMenu /> : undefined}
      />
      <RequestQueue
        initialFilter={filter}
        initialPage={{
          pagination: { limit: query.limit, offset: query.offset, total: page.total },
          data: page.requests.map(renderRequestSummary),
          warnings: searchWarnings(page.searchNarrowed === true),
        }}
        viewerId={principal.userId}
        viewerUsername={principal.username}
        canReview={can(principal, "requests.approve")}
        timeZone={(await getOrganizationSettings(principal.orgId)).timeZone}
      />
    </>
  );
}
