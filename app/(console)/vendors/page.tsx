import type { Metadata } from "next";
import Link from "next/link";
import { VendorList } from "@/components/vendors/vendor-list.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/console/navigation.ts";
import { queryInt } from "@/lib/validation/query-int.ts";
import { findVendorBrands } from "@/lib/vendors/find-vendor-brands.ts";
import { findVendorsByBrand } from "@/lib/vendors/find-vendors-by-brand.ts";
import { toVendorView } from "@/lib/vendors/vendor-view.ts";
import styles from "@/components/vendors/vendors.module.css";

export const metadata: Metadata = { title: "Vendors" };

const PAGE_SIZE = 20;
// The API's paging rules for the page number; a hand-edited one falls back to the first page.
const pageParam = queryInt(0, 10_000, 0).catch(0);

export default async function Page({ searchParams }: { searchParams: Promise<{ brand?: string | string[]; page?: string | string[] }> }) {
  const principal = await requirePageAccess(sectionAccess("/vendors"));
  const params = await searchParams;
  const brands = await findVendorBrands(principal);
  // An unknown or hand-edited brand falls back to the first brand rather than an error page.
  const brand = brands.find((b) => String(b.id) === params.brand) ?? brands[0];
  const pageNumber = pageParam.parse(params.page);
  const page = brand ? await findVendorsByBrand(principal, brand.id, { limit: PAGE_SIZE, offset: pageNumber * PAGE_SIZE }) : null;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) : 1;
  const pageHref = (n: number) => `/vendors?brand=${brand?.id}&page=${n}`;

  return (
    <>
      <h1>Vendors</h1>
      <p className="muted">Reward vendors by brand, by rank. Disabled vendors stay listed and can be enabled again.</p>
      {!brand ? (
        <p className="panel">The organization has no vendor brands yet, so no vendor can be created.</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <form method="get" action="/vendors" className={styles.brandForm} aria-label="Choose a brand">
              <div className="field">
                <label htmlFor="vendor-brand">Brand</label>
                <select id="vendor-brand" name="brand" defaultValue={String(brand.id)}>
                  {brands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name} (#{b.id})
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button secondary">
                Show vendors
              </button>
            </form>
            <Link className="button" href={`/vendors/new?brand=${brand.id}`}>
              New vendor
            </Link>
          </div>
          <section aria-labelledby="vendors-heading">
            <h2 id="vendors-heading">
              {brand.name}: {page?.totalCount ?? 0} {page?.totalCount === 1 ? "vendor" : "vendors"}
            </h2>
            <VendorList brand={brand} vendors={(page?.vendors ?? []).map(toVendorView)} offset={pageNumber * PAGE_SIZE} />
            {pages > 1 && (
              <nav className={styles.pager} aria-label="Vendor pages">
                {pageNumber > 0 && <Link href={pageHref(pageNumber - 1)}>Previous page</Link>}
                <span>
                  Page {pageNumber + 1} of {pages}
                </span>
                {pageNumber + 1 < pages && <Link href={pageHref(pageNumber + 1)}>Next page</Link>}
              </nav>
            )}
          </section>
        </>
      )}
    </>
  );
}
