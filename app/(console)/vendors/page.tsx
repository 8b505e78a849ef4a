import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/console/navigation.ts";

export const metadata: Metadata = { title: "Vendors" };

export default async function Page() {
  await requirePageAccess(sectionAccess("/vendors"));
  return (
    <>
      <h1>Vendors</h1>
      <p className="muted">Reward vendors by brand.</p>
    </>
  );
}
