import type { Metadata } from "next";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/console/navigation.ts";

export const metadata: Metadata = { title: "Products" };

export default async function Page() {
  await requirePageAccess(sectionAccess("/products"));
  return (
    <>
      <h1>Products</h1>
      <p className="muted">The product inventory.</p>
    </>
  );
}
