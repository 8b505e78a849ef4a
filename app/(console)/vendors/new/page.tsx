import type { Metadata } from "next";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { VendorForm } from "@/components/vendors/vendor-form.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { findVendorBrands } from "@/lib/vendors/find-vendor-brands.ts";

export const metadata: Metadata = { title: "New vendor" };

export default async function Page({ searchParams }: { searchParams: Promise<{ brand?: string | string[] }> }) {
  const principal = await requirePageAccess("default");
  const { brand } = await searchParams;
  const brands = await findVendorBrands(principal);
  const chosen = brands.find((b) => String(b.id) === brand) ?? brands[0];
  return (
    <>
      <SectionPageHeader
        section={{ label: "Vendors", href: chosen ? `/vendors?brand=${chosen.id}` : "/vendors" }}
        title="New vendor"
        description="A blank code is generated on creation. The vendor details are a secret: written once, never shown again."
      />
      {chosen ? (
        <VendorForm vendor={null} brands={brands} defaultBrandId={chosen.id} />
      ) : (
        <p className="panel">The organization has no vendor brands yet, so no vendor can be created.</p>
      )}
    </>
  );
}
