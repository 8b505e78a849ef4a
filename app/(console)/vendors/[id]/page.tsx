import type { Metadata } from "next";
import { HistoryLink } from "@/components/audit/history-link.tsx";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { VendorForm } from "@/components/vendors/vendor-form.tsx";
import { VendorSummary } from "@/components/vendors/vendor-summary.tsx";
import { can } from "@/lib/auth/principal.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";
import { findVendorBrands } from "@/lib/vendors/find-vendor-brands.ts";
import { getVendor } from "@/lib/vendors/get-vendor.ts";
import { toVendorView } from "@/lib/vendors/vendor-view.ts";
import styles from "@/components/vendors/vendors.module.css";
import { openDetailPage, openedByCreation, type DetailPageProps } from "@/app/(console)/detail-page.ts";

export const metadata: Metadata = { title: "Vendor" };

export default async function Page(props: DetailPageProps) {
  const { principal, row: vendor } = await openDetailPage(props, "/vendors", getVendor);
  const [brands, created] = await Promise.all([
    findVendorBrands(principal, { alsoIds: [vendor.brandId] }),
    openedByCreation(props),
  ]);
  const [createdOn, lastUpdatedOn] = [formatLocalIso(vendor.createdAt), formatLocalIso(vendor.updatedAt)];
  return (
    <>
      <SectionPageHeader
        section={{ label: "Vendors", href: `/vendors?brand=${vendor.brandId}` }}
        title={`Vendor ${vendor.name}`}
        crumb={vendor.name}
      />
      <HistoryLink principal={principal} entity="vendor" entityId={vendor.id} />
      <dl className={styles.meta}>
        <dt>Id</dt>
        <dd>{vendor.id}</dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={createdOn}>{createdOn.replace("T", " ")}</time> by till #{vendor.createdById}
        </dd>
        <dt>Last updated</dt>
        <dd>
          <time dateTime={lastUpdatedOn}>{lastUpdatedOn.replace("T", " ")}</time> by till #{vendor.lastUpdatedById}
        </dd>
      </dl>
      {can(principal, "default") ? (
        <VendorForm
          vendor={toVendorView(vendor)}
          brands={brands}
          initialNotice={created ? "Vendor created. (5002: Vendor created successfully)" : undefined}
        />
      ) : (
        <VendorSummary vendor={toVendorView(vendor)} brands={brands} />
      )}
    </>
  );
}
