import type { Metadata } from "next";
import Link from "next/link";
import { TargetGroupBuilder } from "@/components/target-groups/target-group-builder.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/console/navigation.ts";
import { newBuilderValues } from "@/lib/target-groups/builder-values.ts";
import { formatLocalDateTime } from "@/lib/time/server-time.ts";

export const metadata: Metadata = { title: "New target group" };

export default async function Page() {
  await requirePageAccess(sectionAccess("/target-groups"));
  return (
    <>
      <p>
        <Link href="/target-groups">← Target groups</Link>
      </p>
      <h1>New target group</h1>
      <p className="muted">Generate the periods, then set what each target measures and its default value per period.</p>
      <TargetGroupBuilder
        initialValues={newBuilderValues(Intl.DateTimeFormat().resolvedOptions().timeZone)}
        serverNow={formatLocalDateTime(new Date())}
      />
    </>
  );
}
