// GET /v1.1/product/get?sku=a,b – products of the caller's organization by SKU; unknown SKUs are reported per item.
// GET /v1.1/product/get?search=&page=&pageSize= – (ours) a page of products whose SKU or name contains the text.
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v11ProductFamily, v11ProductStatus } from "@/lib/api/families/v1-1-products.ts";
import { parseInput } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import type { Principal } from "@/lib/auth/principal.ts";
import { productNotFound, PRODUCTS_RETRIEVED } from "@/lib/products/errors.ts";
import { findProducts } from "@/lib/products/find-products.ts";
import { renderProduct, renderProductList } from "@/lib/products/render-product.ts";
import { findProductsQuerySchema, getProductsQuerySchema } from "@/lib/products/schemas.ts";

const LIST_PARAMS = Object.keys(findProductsQuerySchema.shape);

export const GET = apiRoute({ family: v11ProductFamily, access: "default" }, async ({ url, principal }) => {
  const query = queryObject(url.searchParams);
  const listing = !("sku" in query) && LIST_PARAMS.some((name) => name in query);
  return listing ? listProducts(principal, query) : getBySku(principal, query);
});

async function listProducts(principal: Principal, query: Record<string, string>) {
  return json(renderProductList(await findProducts(principal, parseInput(findProductsQuerySchema, query))));
}

async function getBySku(principal: Principal, query: Record<string, string>) {
  const { sku: skus } = parseInput(getProductsQuerySchema, query);
  const { items } = await findProducts(principal, { skus, pageSize: skus.length });
  const bySku = new Map(items.map((product) => [product.sku, product]));
  const product = skus.map((sku) => {
    const found = bySku.get(sku);
    if (!found) return { item_id: null, sku, item_status: { success: false, ...productNotFound(sku) } };
    return { ...renderProduct(found), item_status: { success: true, ...PRODUCTS_RETRIEVED } };
  });
  const missing = skus.length - bySku.size;
  const [httpStatus, status] =
    missing === 0
      ? [200, v11ProductStatus(true, 200, "Success")]
      : missing < skus.length
        ? [200, v11ProductStatus(true, 201, `${missing} of ${skus.length} products not found; see item_status`)]
        : [404, v11ProductStatus(false, 404, "No product found; see item_status")];
  return json({ response: { status, product } }, httpStatus);
}
