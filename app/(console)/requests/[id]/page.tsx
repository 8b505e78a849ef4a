import type { Metadata } from "next";
import { HistoryLink } from "@/components/audit/history-link.tsx";
import { MergePreview } from "@/components/requests/merge-preview.tsx";
import { RequestDetail } from "@/components/requests/request-detail.tsx";
import { requestTypeName } from "@/components/requests/request-words.ts";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { can } from "@/lib/auth/principal.ts";
import { getMergePreview } from "@/lib/requests/get-merge-preview.ts";
import { getRequest } from "@/lib/requests/get-request.ts";
import { renderRequestDetail } from "@/lib/requests/render-request.ts";
import { openDetailPage, type DetailPageProps } from "@/app/(console)/detail-page.ts";

export const metadata: Metadata = { title: "Request" };

export default async function Page(props: Pick<DetailPageProps, "params">) {
  const { principal, row: request } = await openDetailPage(props, "/requests", getRequest);
  const preview = request.baseType === "MERGE" ? await getMergePreview(principal, request) : null;
  return (
    <>
      <SectionPageHeader
        section={{ label: "Requests", href: "/requests" }}
        title={`Request #${request.id}: ${requestTypeName(request.type, request.baseType)}`}
        crumb={`#${request.id}`}
      />
      <HistoryLink principal={principal} entity="request" entityId={request.id} />
      <RequestDetail
        initial={renderRequestDetail(request)}
        viewerId={principal.userId}
        canReview={can(principal, "requests.approve")}
      >
        {preview && <MergePreview preview={preview} pending={request.status === "PENDING"} />}
      </RequestDetail>
    </>
  );
}
