import type { Metadata } from "next";
import Link from "next/link";
import { HistoryLink } from "@/components/audit/history-link.tsx";
import { ProductList } from "@/components/products/product-list.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { PRODUCT_PAGE_SIZE } from "@/components/products/product-query.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { can } from "@/lib/auth/principal.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { findProducts } from "@/lib/products/find-products.ts";
import { renderProductList } from "@/lib/products/render-product.ts";
import { findProductsQuerySchema } from "@/lib/products/schemas.ts";

export const metadata: Metadata = { title: "Products" };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const principal = await requirePageAccess(sectionAccess("/products"));
  const params = await searchParams;
  const text = (key: string) => (typeof params[key] === "string" ? params[key] : undefined);
  const parsed = findProductsQuerySchema.safeParse({
    search: text("q"),
    page: text("page"),
    pageSize: PRODUCT_PAGE_SIZE,
  });
  // A hand-edited URL with a bad page or an overlong search shows the first page of everything rather than an error.
  const query = parsed.success ? parsed.data : { search: undefined, page: 0, pageSize: PRODUCT_PAGE_SIZE };
  const found = await findProducts(principal, query);
  return (
    <>
      <PageHeader
        title="Products"
        description="The organization's product inventory, newest first."
        actions={
          can(principal, "default") && (
            <Link className="button" href="/products/new">
              Add products
            </Link>
          )
        }
      />
      <HistoryLink principal={principal} entity="product">
        Product change history
      </HistoryLink>
      <ProductList
        initialQuery={{ search: query.search ?? "", page: query.page }}
        initialPage={renderProductList(found)}
      />
    </>
  );
}
