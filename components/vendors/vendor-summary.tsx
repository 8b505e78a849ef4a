import type { VendorBrand } from "@/lib/vendors/find-vendor-brands.ts";
import type { VendorMedia } from "@/lib/vendors/schemas.ts";
import type { VendorView } from "@/lib/vendors/vendor-view.ts";
import styles from "./vendors.module.css";
import layout from "@/components/ui/layout.module.css";

/** A vendor for a reader who may not change it: the form's fields as text, the secret only as stored or not. */
export function VendorSummary({ vendor, brands }: { vendor: VendorView; brands: VendorBrand[] }) {
  const brand = brands.find((b) => b.id === vendor.brandId);
  return (
    <section className="panel" aria-labelledby="vendor-summary-heading">
      <h2 id="vendor-summary-heading">Details</h2>
      <dl className={styles.meta}>
        <dt>Name</dt>
        <dd>{vendor.name}</dd>
        <dt>Code</dt>
        <dd className={layout.code}>{vendor.code}</dd>
        <dt>Brand</dt>
        <dd>{brand ? `${brand.name} (#${brand.id})` : `#${vendor.brandId}`}</dd>
        <dt>Type</dt>
        <dd>{vendor.type}</dd>
        <dt>Rank</dt>
        <dd>{vendor.rank ?? "—"}</dd>
        <dt>Enabled</dt>
        <dd>{vendor.enabled ? "Yes" : "No"}</dd>
        <dt>Encryption required</dt>
        <dd>{vendor.isEncryptionRequired ? "Yes" : "No"}</dd>
        <dt>Vendor details</dt>
        <dd>{vendor.hasVendorDetails ? "A secret is stored (never shown)" : "None"}</dd>
        <dt>Description</dt>
        <dd>{vendor.description || "—"}</dd>
        <dt>Images</dt>
        <dd>
          <MediaNames media={vendor.images} />
        </dd>
        <dt>Videos</dt>
        <dd>
          <MediaNames media={vendor.videos} />
        </dd>
      </dl>
    </section>
  );
}

function MediaNames({ media }: { media: VendorMedia[] }) {
  if (media.length === 0) return <>—</>;
  return (
    <ul>
      {media.map((item, index) => (
        <li key={index}>
          {item.name}
          {item.url && <span className="muted"> ({item.url})</span>}
        </li>
      ))}
    </ul>
  );
}
