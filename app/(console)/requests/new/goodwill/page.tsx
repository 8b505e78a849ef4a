import type { Metadata } from "next";
import { customerRequestPage } from "@/components/requests-new/customer-request-page.tsx";
import { GoodwillRequestForm } from "@/components/requests-new/goodwill-request-form.tsx";

export const metadata: Metadata = { title: "New goodwill request" };

export default customerRequestPage({
  title: "New goodwill request",
  description: "Grants goodwill points or a coupon to the customer once a reviewer approves the request.",
  policyKind: "GOODWILL_POINTS",
  Form: GoodwillRequestForm,
});
