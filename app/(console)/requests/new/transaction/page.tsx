import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { TransactionRequestForm } from "@/components/requests-new/transaction-request-form.tsx";

export const metadata: Metadata = { title: "New transaction request" };

export default async function Page() {
  await requirePageAccess("requests.write");
  return (
    <>
      <h1>New transaction request</h1>
      <p className="muted">Asks for a regular transaction to be added for the customer; a reviewer approves it before points are earned.</p>
      <TransactionRequestForm />
    </>
  );
}
