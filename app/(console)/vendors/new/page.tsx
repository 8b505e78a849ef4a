import type { Metadata } from "next";
import Link from "next/link";
import { VendorForm } from "@/components/vendors/vendor-form.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/console/navigation.ts";
import { findVendorBrands } from "@/lib/vendors/find-vendor-brands.ts";

export const metadata: Metadata = { title: "New vendor" };

export default async function Page({ searchParams }: { searchParams: Promise<{ brand?: string | string[] }> }) {
  const principal = await requirePageAccess(sectionAccess("/vendors"));
  const { brand } = await searchParams;
  const brands = await findVendorBrands(principal);
  const chosen = brands.find((b) => String(b.id) === brand) ?? brands[0];
  return (
    <>
      <p>
        <Link href={chosen ? `/vendors?brand=${chosen.id}` : "/vendors"}>← Vendors</Link>
      </p>
      <h1>New vendor</h1>
      {chosen ? (
        <VendorForm vendor={null} brands={brands} defaultBrandId={chosen.id} />
      ) : (
        <p className="panel">The organization has no vendor brands yet, so no vendor can be created.</p>
      )}
    </>
  );
}
