import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import { VendorList } from "@/components/vendors/vendor-list.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { can } from "@/lib/auth/principal.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { queryInt } from "@/lib/validation/query-int.ts";
import { findVendorBrands } from "@/lib/vendors/find-vendor-brands.ts";
import { findVendorsByBrand } from "@/lib/vendors/find-vendors-by-brand.ts";
import { toVendorView } from "@/lib/vendors/vendor-view.ts";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import styles from "@/components/vendors/vendors.module.css";
import layout from "@/components/ui/layout.module.css";
import { Button } from "@/components/ui/button.tsx";

export const metadata: Metadata = { title: "Vendors" };

const PAGE_SIZE = 20;
// The API's paging rules for the page number; a hand-edited one falls back to the first page.
const pageParam = queryInt(0, 10_000, 0).catch(0);

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ brand?: string | string[]; page?: string | string[] }>;
}) {
  const principal = await requirePageAccess(sectionAccess("/vendors"));
  const canWrite = can(principal, "default");
  const params = await searchParams;
  // Deactivated brands stay listed here so their vendors remain reachable.
  const brands = await findVendorBrands(principal, { includeInactive: true });
  // An unknown or hand-edited brand falls back to the first brand rather than an error page.
  const brand = brands.find((b) => String(b.id) === params.brand) ?? brands[0];
  const pageNumber = pageParam.parse(params.page);
  const page = brand
    ? await findVendorsByBrand(principal, brand.id, { limit: PAGE_SIZE, offset: pageNumber * PAGE_SIZE })
    : null;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) : 1;
  const pageHref = (n: number) => `/vendors?brand=${brand?.id}&page=${n}`;

  return (
    <>
      <PageHeader
        title="Vendors"
        description="Reward vendors by brand, by rank. Disabled vendors stay listed and can be enabled again."
        actions={
          brand &&
          canWrite && (
            <Link className="button" href={`/vendors/new?brand=${brand.id}`}>
              New vendor
            </Link>
          )
        }
      />
      {!brand ? (
        <p className="panel">The organization has no vendor brands yet, so no vendor can be created.</p>
      ) : (
        <>
          <div className={layout.listToolbar}>
            <form method="get" action="/vendors" className={styles.brandForm} aria-label="Choose a brand">
              <SelectField
                id="vendor-brand"
                name="brand"
                label="Brand"
                defaultValue={String(brand.id)}
                options={brands.map((b) => ({
                  value: String(b.id),
                  label: `${b.name} (#${b.id})${b.active ? "" : ", inactive"}`,
                }))}
              />
              <Button type="submit" variant="secondary">
                Show vendors
              </Button>
            </form>
          </div>
          <section aria-labelledby="vendors-heading">
            <h2 id="vendors-heading">
              {brand.name}: {page?.totalCount ?? 0} {page?.totalCount === 1 ? "vendor" : "vendors"}
            </h2>
            <VendorList
              brand={brand}
              vendors={(page?.vendors ?? []).map(toVendorView)}
              offset={pageNumber * PAGE_SIZE}
              canChange={canWrite}
            />
            {pages > 1 && <LinkPager label="Vendor pages" page={pageNumber} pages={pages} href={pageHref} />}
          </section>
        </>
      )}
    </>
  );
}
