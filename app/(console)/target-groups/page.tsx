import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/console/navigation.ts";

export const metadata: Metadata = { title: "Target groups" };

export default async function Page() {
  await requirePageAccess(sectionAccess("/target-groups"));
  return (
    <>
      <h1>Target groups</h1>
      <p className="muted">Target groups and streaks.</p>
    </>
  );
}
