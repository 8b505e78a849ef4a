import { formatLocalIso } from "../time/server-time.ts";
import type { ProductItemResult } from "./add-products.ts";
import type { ProductPage } from "./find-products.ts";
import type { ProductView } from "./product-view.ts";
import { productsRetrieved } from "../errors/catalogue.ts";

const entry = (name: string | null) => (name === null ? null : { name, label: name });

/**
 * A product as the v1.1 API echoes it. `name` is the SKU (the add body has no product name) and `label`,
 * the UI name, is the description, falling back to the SKU; dictionary objects carry the configured name
 * as both name and label.
 */
export function renderProduct(product: ProductView) {
  return {
    item_id: product.id,
    sku: product.sku,
    ean: product.ean ?? "",
    price: Number(product.price),
    name: product.sku,
    label: product.description || product.sku,
    description: product.description,
    long_description: product.longDescription,
    img_url: product.imgUrl ?? "",
    returnable: product.returnable,
    returnable_days: product.returnableDays,
    ou_code: product.ouCode ?? "",
    ou_id: product.ouId,
    added_on: formatLocalIso(product.addedAt),
    size: product.size === null ? null : { name: product.size, type: product.sizeType ?? "", label: product.size },
    style: entry(product.style),
    brand: entry(product.brand),
    color: entry(product.color),
    category: entry(product.category),
    attributes: { attribute: product.attributes },
  };
}

/** A failed item echoes the identifying fields it was sent with, so the caller can match it. */
export function renderFailedInput(input: unknown) {
  const item =
    typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const scalar = (value: unknown) => (typeof value === "string" || typeof value === "number" ? value : null);
  return { item_id: null, sku: scalar(item.sku), ean: scalar(item.ean), price: scalar(item.price) };
}

export function renderProductItem(result: ProductItemResult) {
  const body = result.ok ? renderProduct(result.product) : renderFailedInput(result.input);
  return { ...body, item_status: { success: result.ok, code: result.status.code, message: result.status.message } };
}

/** The answer of GET /v1.1/product/get?search= (ours): one page, its position and the total. */
export function renderProductList(found: ProductPage) {
  return {
    response: {
      status: { success: true, code: 200, message: "Success" },
      pagination: { page: found.page, pageSize: found.pageSize, total: found.total },
      product: found.items.map((item) => ({
        ...renderProduct(item),
        item_status: { success: true, ...productsRetrieved() },
      })),
    },
  };
}
