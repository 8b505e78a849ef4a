import type { Metadata } from "next";
import { ProductCsvImport } from "@/components/products/product-csv-import.tsx";
import { ProductForm } from "@/components/products/product-form.tsx";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import styles from "@/components/products/products.module.css";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { loadProductContext } from "@/lib/products/load-product-context.ts";

export const metadata: Metadata = { title: "Add products" };

export default async function Page() {
  const principal = await requirePageAccess("default");
  const { dictionaries, ouLevelProducts, orgUnits } = await loadProductContext(principal);
  // Org units are offered only where the organization keeps products per org unit; elsewhere the API refuses ou_code.
  const unitCodes = ouLevelProducts ? [...orgUnits.values()].map((unit) => unit.code).sort() : null;
  return (
    <div className={styles.stack}>
      <SectionPageHeader
        section={{ label: "Products", href: "/products" }}
        title="Add products"
        description="A product whose SKU already exists is updated: the new values replace all of its fields. Brands, colors, categories, sizes and styles are the organization's configured values."
      />
      <ProductForm dictionaries={dictionaries} orgUnits={unitCodes} />
      <ProductCsvImport context={{ dictionaries, ouLevelProducts, orgUnits: [...orgUnits.values()] }} />
    </div>
  );
}
