import type { Metadata } from "next";
import Link from "next/link";
import { TargetGroupList, type ListedTargetGroup } from "@/components/target-groups/target-group-list.tsx";
import styles from "@/components/target-groups/target-groups.module.css";
import layout from "@/components/ui/layout.module.css";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { can } from "@/lib/auth/principal.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { findTargetGroups } from "@/lib/target-groups/find-target-groups.ts";
import { renderTargetGroup } from "@/lib/target-groups/render-target-group.ts";
import { findTargetGroupsQuerySchema } from "@/lib/target-groups/schemas.ts";
import { ListFilters } from "@/app/(console)/list-filters.tsx";

export const metadata: Metadata = { title: "Target groups" };

const PAGE_SIZE = 20;
const ACTIVE_OPTIONS = [
  { value: "", label: "Active and inactive" },
  { value: "true", label: "Active only" },
  { value: "false", label: "Inactive only" },
];

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const principal = await requirePageAccess(sectionAccess("/target-groups"));
  const canWrite = can(principal, "default");
  const params = await searchParams;
  const text = (key: string) => (typeof params[key] === "string" && params[key] !== "" ? params[key] : undefined);
  // The same query rules as GET /v3/targetGroups; a hand-edited URL falls back to the first page of all groups.
  const parsed = findTargetGroupsQuerySchema.safeParse({
    name: text("name"),
    active: text("active"),
    page: text("page"),
    size: PAGE_SIZE,
  });
  const query = parsed.success ? parsed.data : findTargetGroupsQuerySchema.parse({ size: PAGE_SIZE });
  const result = await findTargetGroups(principal, query);
  const now = new Date();
  const groups: ListedTargetGroup[] = result.items.map((group) => {
    const rendered = renderTargetGroup(group, now);
    return {
      id: rendered.id,
      name: rendered.name,
      active: rendered.active,
      trackingType: rendered.trackingType,
      targetEvaluationType: rendered.targetEvaluationType,
      frequencyType: rendered.frequencyType,
      frequency: rendered.frequency,
      targets: rendered.targets.length,
      streaks: rendered.streaks.length,
      periods: rendered.periods.map(({ refCode, startDate, endDate, periodStatus }) => ({
        refCode,
        startDate,
        endDate,
        periodStatus,
      })),
    };
  });
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const pageLink = (page: number) => {
    const search = new URLSearchParams();
    if (query.name) search.set("name", query.name);
    if (query.active !== undefined) search.set("active", String(query.active));
    if (page > 0) search.set("page", String(page));
    return `/target-groups?${search.toString()}`;
  };

  return (
    <>
      <PageHeader
        title="Target groups"
        description="Targets and streaks measured over periods. Period dates and statuses are in server time."
        actions={
          canWrite && (
            <Link href="/target-groups/new" className="button">
              New target group
            </Link>
          )
        }
      />
      <div className={layout.listToolbar}>
        <ListFilters
          role="search"
          action="/target-groups"
          label="Filter target groups"
          idPrefix="tg-filter"
          className={styles.filters}
          search={{ name: "name", label: "Name contains", value: query.name, maxLength: 200 }}
          choice={{ name: "active", label: "Active", value: query.active?.toString(), options: ACTIVE_OPTIONS }}
          submit="Filter"
        />
      </div>
      {groups.length === 0 ? (
        <p className="panel">
          {query.name || query.active !== undefined
            ? "No target group matches these filters."
            : "No target groups yet."}
        </p>
      ) : (
        <TargetGroupList groups={groups} canChange={canWrite} />
      )}
      <LinkPager
        label="Pages"
        page={query.page}
        pages={pages}
        summary={`(${result.total} ${result.total === 1 ? "group" : "groups"})`}
        href={pageLink}
      />
    </>
  );
}
