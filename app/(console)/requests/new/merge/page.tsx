import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { customerIdParam } from "@/components/requests-new/customer-id-param.ts";
import { MergeRequestForm } from "@/components/requests-new/merge-request-form.tsx";

export const metadata: Metadata = { title: "New merge request" };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageAccess("requests.write");
  const { victim, survivor } = await searchParams;
  return (
    <>
      <SectionPageHeader
        section={{ label: "Requests", href: "/requests" }}
        title="New merge request"
        description="The victim is removed and its points, labels and identifiers move to the survivor once a reviewer approves the request."
      />
      <MergeRequestForm victimId={customerIdParam(victim)} survivorId={customerIdParam(survivor)} />
    </>
  );
}
