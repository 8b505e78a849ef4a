import type { Metadata } from "next";
import { customerRequestPage } from "@/components/requests-new/customer-request-page.tsx";
import { TransactionRequestForm } from "@/components/requests-new/transaction-request-form.tsx";

export const metadata: Metadata = { title: "New transaction request" };

export default customerRequestPage({
  title: "New transaction request",
  description:
    "Asks for a regular transaction to be added for the customer; a reviewer approves it before points are earned.",
  policyKind: "TRANSACTION",
  Form: TransactionRequestForm,
});
