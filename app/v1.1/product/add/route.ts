// POST /v1.1/product/add – add (or update by SKU) a batch of products of the caller's organization
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v11ProductFamily, v11ProductStatus } from "@/lib/api/families/v1-1-products.ts";
import type { IssueMapper } from "@/lib/api/parse-input.ts";
import { addProducts } from "@/lib/products/add-products.ts";
import { tooManyProducts } from "@/lib/products/errors.ts";
import { renderProductItem } from "@/lib/products/render-product.ts";
import { addProductsBodySchema, MAX_PRODUCTS_BODY_BYTES, MAX_PRODUCTS_PER_CALL } from "@/lib/products/schemas.ts";

const mapIssue: IssueMapper = (issue) =>
  issue.code === "too_big" && issue.path.join(".") === "root.product" ? tooManyProducts(MAX_PRODUCTS_PER_CALL) : undefined;

export const POST = apiRoute({ family: v11ProductFamily, access: "default", maxBodyBytes: MAX_PRODUCTS_BODY_BYTES }, async ({ principal, body }) => {
  const input = await body(addProductsBodySchema, mapIssue);
  const result = await addProducts(principal, input.root.product);
  const [httpStatus, status] =
    result.failed === 0
      ? [200, v11ProductStatus(true, 200, "Success")]
      : result.succeeded > 0
        ? [200, v11ProductStatus(true, 201, `${result.failed} of ${result.items.length} products failed; see item_status`)]
        : [422, v11ProductStatus(false, 422, "No product was added; see item_status")];
  return json({ response: { status, product: result.items.map(renderProductItem) } }, httpStatus);
});
