import type { Metadata } from "next";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { TargetGroupBuilder } from "@/components/target-groups/target-group-builder.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { newBuilderValues } from "@/lib/target-groups/builder-values.ts";
import { formatLocalDateTime } from "@/lib/time/server-time.ts";

export const metadata: Metadata = { title: "New target group" };

export default async function Page() {
  await requirePageAccess("default");
  return (
    <>
      <SectionPageHeader
        section={{ label: "Target groups", href: "/target-groups" }}
        title="New target group"
        description="Generate the periods, then set what each target measures and its default value per period."
      />
      <TargetGroupBuilder
        initialValues={newBuilderValues(Intl.DateTimeFormat().resolvedOptions().timeZone)}
        serverNow={formatLocalDateTime(new Date())}
      />
    </>
  );
}
