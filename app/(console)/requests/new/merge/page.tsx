import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { MergeRequestForm } from "@/components/requests-new/merge-request-form.tsx";

export const metadata: Metadata = { title: "New merge request" };

export default async function Page() {
  await requirePageAccess("requests.write");
  return (
    <>
      <h1>New merge request</h1>
      <p className="muted">
        The victim is removed and its points, labels and identifiers move to the survivor once a reviewer approves the request.
      </p>
      <MergeRequestForm />
    </>
  );
}
