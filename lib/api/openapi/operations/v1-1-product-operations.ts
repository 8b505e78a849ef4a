import {
  addProductsBodySchema,
  findProductsQuerySchema,
  getProductsQuerySchema,
  MAX_PRODUCTS_PER_CALL,
  productSchema,
} from "../../../products/schemas.ts";
import { z } from "zod";
import { v11ProductErrorEnvelope } from "../error-envelopes.ts";
import { documented, ok, operationGroup, type OperationDoc } from "../operation-doc.ts";
import { productsOrListResponseSchema, productsResponseSchema } from "../responses/v1-1-responses.ts";
import {
  concurrentProductChange,
  dictionaryValueUnknown,
  eanTaken,
  invalidProductField,
  orgUnitUnknown,
  ouProductsDisabled,
  priceNotNumeric,
  priceNotPassed,
  productNotFound,
  productSaved,
  productsRetrieved,
  skuNotPassed,
  skuRepeated,
  tooManyProducts,
} from "../../../errors/catalogue.ts";
import { PRODUCT_NOTES } from "../notes/product-notes.ts";

const itemCodes = (items: { code: number; message: string }[]) =>
  items.map((item) => `\`${item.code}\` ${item.message}`).join("; ");

const ADD_ITEM_CODES = itemCodes([
  productSaved("added"),
  invalidProductField("…"),
  skuNotPassed(),
  priceNotPassed(),
  priceNotNumeric(),
  eanTaken(),
  skuRepeated("…"),
  dictionaryValueUnknown("brand", "…"),
  ouProductsDisabled(),
  orgUnitUnknown("…"),
]);

const noneAdded = { status: 422, code: 422, message: "No product was added; see item_status" };
const noneFound = { status: 404, code: 404, message: "No product found; see item_status" };

export const v11ProductOperations: OperationDoc[] = operationGroup(
  { tag: "Products (v1.1)", access: "default", envelope: v11ProductErrorEnvelope },
  [
    {
      method: "post",
      path: "/v1.1/product/add",
      operationId: "addProducts",
      notes: PRODUCT_NOTES.addProducts,
      summary: "Add or update products by SKU",
      description:
        `Adds each product of \`root.product\` (an array, or one object), or updates the product with the same SKU. ` +
        `At most ${MAX_PRODUCTS_PER_CALL} per call. Each item is validated on its own and reported in \`item_status\`: ${ADD_ITEM_CODES}. ` +
        "Some refused: request-level code 201; every one refused: HTTP 422.",
      body: {
        schema: addProductsBodySchema,
        documentedAs: z
          .object({ root: z.object({ product: z.union([z.array(productSchema), productSchema]) }).strict() })
          .strict(),
        example: {
          root: {
            product: [
              {
                sku: "LEE-SLIM-32",
                price: "2499.00",
                ean: "8901234567890",
                description: "Lee slim fit jeans",
                returnable: true,
                returnableDays: 30,
                brand: { name: "Lee" },
                color: { name: "blue" },
                category: { name: "Jeans" },
                size: { name: "M", type: "apparel" },
                style: { name: "slimFit" },
                attributes: { attribute: [{ name: "fabric", value: "denim" }] },
              },
            ],
          },
        },
      },
      success: ok("Every product was added, or some were (request-level code 201).", productsResponseSchema),
      errors: documented(noneAdded, tooManyProducts(MAX_PRODUCTS_PER_CALL), concurrentProductChange()),
    },
    {
      method: "get",
      path: "/v1.1/product/get",
      operationId: "getProducts",
      notes: PRODUCT_NOTES.getProducts,
      summary: "Products by SKU, or a page of products",
      description:
        `\`sku=a,b\`: the products with those SKUs, each with \`item_status\` (\`${productsRetrieved().code}\` found, ` +
        `\`${productNotFound("…").code}\` not found); some missing: request-level code 201; all missing: HTTP 404. ` +
        "Without `sku`, `search`/`page`/`pageSize` list a page of products whose SKU or name contains the text (ours).",
      query: [getProductsQuerySchema, findProductsQuerySchema],
      queryExample: { sku: "LEE-SLIM-32" },
      success: ok("The products found (and the ones not found, by SKU), or one page.", productsOrListResponseSchema),
      errors: documented(noneFound),
    },
  ],
);
