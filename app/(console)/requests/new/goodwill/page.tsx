import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { GoodwillRequestForm } from "@/components/requests-new/goodwill-request-form.tsx";

export const metadata: Metadata = { title: "New goodwill request" };

export default async function Page() {
  await requirePageAccess("requests.write");
  return (
    <>
      <h1>New goodwill request</h1>
      <p className="muted">Grants goodwill points or a coupon to the customer once a reviewer approves the request.</p>
      <GoodwillRequestForm />
    </>
  );
}
