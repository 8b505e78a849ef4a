// POST /v1.1/product/add – add (or update by SKU) a batch of products of the caller's organization
import { apiRoute } from "@/lib/api/api-route.ts";
import { renderBatch, v11ProductFamily } from "@/lib/api/families/v1-1-products.ts";
import type { IssueMapper } from "@/lib/validation/describe-issue.ts";
import { addProducts } from "@/lib/products/add-products.ts";
import { renderProductItem } from "@/lib/products/render-product.ts";
import { addProductsBodySchema, MAX_PRODUCTS_BODY_BYTES, MAX_PRODUCTS_PER_CALL } from "@/lib/products/schemas.ts";
import { tooManyProducts } from "@/lib/errors/catalogue.ts";

const mapIssue: IssueMapper = (issue) =>
  issue.code === "too_big" && issue.path.join(".") === "root.product"
    ? tooManyProducts(MAX_PRODUCTS_PER_CALL)
    : undefined;

export const POST = apiRoute(
  { family: v11ProductFamily, access: "default", maxBodyBytes: MAX_PRODUCTS_BODY_BYTES },
  async ({ principal, body }) => {
    const input = await body(addProductsBodySchema, mapIssue);
    const result = await addProducts(principal, input.root.product);
    return renderBatch(result.items.map(renderProductItem), {
      failed: (failed, total) => `${failed} of ${total} products failed; see item_status`,
      none: { status: 422, message: "No product was added; see item_status" },
    });
  },
);
