import type { Metadata } from "next";
import { HistoryLink } from "@/components/audit/history-link.tsx";
import { TargetGroupBuilder } from "@/components/target-groups/target-group-builder.tsx";
import { TargetGroupSummary } from "@/components/target-groups/target-group-summary.tsx";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { can } from "@/lib/auth/principal.ts";
import { toBuilderValues } from "@/lib/target-groups/builder-values.ts";
import { getTargetGroup } from "@/lib/target-groups/get-target-group.ts";
import { renderTargetGroup } from "@/lib/target-groups/render-target-group.ts";
import { formatLocalDateTime } from "@/lib/time/server-time.ts";
import { openDetailPage, openedByCreation, type DetailPageProps } from "@/app/(console)/detail-page.ts";

export const metadata: Metadata = { title: "Target group" };

export default async function Page(props: DetailPageProps) {
  const { principal, row: group } = await openDetailPage(props, "/target-groups", getTargetGroup);
  const now = new Date();
  const rendered = renderTargetGroup(group, now);
  const { attribution } = rendered;
  const created = await openedByCreation(props);
  const canWrite = can(principal, "default");
  return (
    <>
      <SectionPageHeader
        section={{ label: "Target groups", href: "/target-groups" }}
        title={`Target group #${rendered.id}: ${rendered.name}`}
        crumb={`#${rendered.id} ${rendered.name}`}
      />
      <HistoryLink principal={principal} entity="targetGroup" entityId={rendered.id} />
      <p className="muted">
        {rendered.active ? "Active" : "Inactive"}. Created by {attribution.createdBy?.name ?? "unknown"} on{" "}
        {attribution.createdOnISO.slice(0, 16).replace("T", " ")}; last updated by{" "}
        {attribution.lastUpdatedBy?.name ?? "unknown"} on {attribution.lastUpdatedOnISO.slice(0, 16).replace("T", " ")}.
        {canWrite && " Saving replaces its periods, targets and streaks."}
      </p>
      {canWrite ? (
        <TargetGroupBuilder
          groupId={rendered.id}
          initialValues={toBuilderValues(rendered)}
          serverNow={formatLocalDateTime(now)}
          notice={created ? `Target group “${rendered.name}” created.` : undefined}
        />
      ) : (
        <TargetGroupSummary group={rendered} serverNow={formatLocalDateTime(now)} />
      )}
    </>
  );
}
