import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { customerIdParam } from "@/components/requests-new/customer-id-param.ts";
import { TransactionRequestForm } from "@/components/requests-new/transaction-request-form.tsx";

export const metadata: Metadata = { title: "New transaction request" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess("requests.write");
  const { customer } = await searchParams;
  return (
    <>
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: "Requests", href: "/requests" }, { label: "New transaction request" }]}
        title="New transaction request"
        description="Asks for a regular transaction to be added for the customer; a reviewer approves it before points are earned."
      />
      <TransactionRequestForm initialCustomerId={customerIdParam(customer)} />
    </>
  );
}
