// GET /v1.1/product/get?sku=a,b – products of the caller's organization by SKU; unknown SKUs are reported per item.
// GET /v1.1/product/get?search=&page=&pageSize= – (ours) a page of products whose SKU or name contains the text.
import { z } from "zod";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { renderBatch, v11ProductFamily } from "@/lib/api/families/v1-1-products.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import type { Principal } from "@/lib/auth/principal.ts";
import { findProducts } from "@/lib/products/find-products.ts";
import { renderProduct, renderProductList } from "@/lib/products/render-product.ts";
import { findProductsQuerySchema, getProductsQuerySchema } from "@/lib/products/schemas.ts";
import { productNotFound, productsRetrieved } from "@/lib/errors/catalogue.ts";

const LIST_PARAMS = Object.keys(findProductsQuerySchema.shape);

/**
 * The query of either operation, told apart by the schema: `sku` (or no listing parameter) asks by SKU,
 * otherwise `search`, `page` or `pageSize` asks for a page. Only the chosen operation's schema judges the
 * query, so a refusal names that operation's field.
 */
const productGetQuerySchema = z.preprocess(
  (query: Record<string, string>) => ({
    ...query,
    // Computed last: a caller's own `operation` parameter is one more unknown parameter, ignored.
    operation: !("sku" in query) && LIST_PARAMS.some((name) => name in query) ? "list" : "bySku",
  }),
  z.discriminatedUnion("operation", [
    getProductsQuerySchema.extend({ operation: z.literal("bySku") }),
    findProductsQuerySchema.extend({ operation: z.literal("list") }),
  ]),
);

export const GET = apiRoute({ family: v11ProductFamily, access: "default", read: true }, async ({ url, principal }) => {
  const query = parseQuery(productGetQuerySchema, queryObject(url.searchParams));
  if (query.operation === "list") return json(renderProductList(await findProducts(principal, query)));
  return getBySku(principal, query.sku);
});

async function getBySku(principal: Principal, skus: string[]) {
  const { items } = await findProducts(principal, { skus, pageSize: skus.length });
  const bySku = new Map(items.map((product) => [product.sku, product]));
  const product = skus.map((sku) => {
    const found = bySku.get(sku);
    if (!found) return { item_id: null, sku, item_status: { success: false, ...productNotFound(sku) } };
    return { ...renderProduct(found), item_status: { success: true, ...productsRetrieved() } };
  });
  return renderBatch(product, {
    failed: (missing, total) => `${missing} of ${total} products not found; see item_status`,
    none: { status: 404, message: "No product found; see item_status" },
  });
}
