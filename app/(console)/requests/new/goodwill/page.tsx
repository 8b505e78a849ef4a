import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { customerIdParam } from "@/components/requests-new/customer-id-param.ts";
import { GoodwillRequestForm } from "@/components/requests-new/goodwill-request-form.tsx";

export const metadata: Metadata = { title: "New goodwill request" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess("requests.write");
  const { customer } = await searchParams;
  return (
    <>
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: "Requests", href: "/requests" }, { label: "New goodwill request" }]}
        title="New goodwill request"
        description="Grants goodwill points or a coupon to the customer once a reviewer approves the request."
      />
      <GoodwillRequestForm initialCustomerId={customerIdParam(customer)} />
    </>
  );
}
