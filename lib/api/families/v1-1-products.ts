import type { ApiFamily } from "../api-family.ts";
import { json } from "../api-route.ts";

// The product operations of v1.1 send a boolean `success`, unlike the request operations' "true"/"false".
export const v11ProductStatus = (success: boolean, code: number, message: string) => ({ success, code, message });

export const v11ProductFamily: ApiFamily = {
  name: "v1.1",
  renderErrors: (items) => ({
    response: {
      status: v11ProductStatus(false, items[0]?.code ?? 500, items.map((i) => i.message).join("; ")),
      product: [],
    },
  }),
};

/**
 * A v1.1 product batch (add, get by SKU) and its HTTP status. Every item done: 200 "Success". Some refused:
 * HTTP 200, success true with code 201 and how many failed, so clients read each item_status. All refused:
 * the operation's own status and message, HTTP status alike.
 */
export function renderBatch(
  product: { item_status: { success: boolean } }[],
  wording: { failed: (failed: number, total: number) => string; none: { status: 404 | 422; message: string } },
): Response {
  const failed = product.filter((item) => !item.item_status.success).length;
  const [httpStatus, status] =
    failed === 0
      ? [200, v11ProductStatus(true, 200, "Success")]
      : failed < product.length
        ? [200, v11ProductStatus(true, 201, wording.failed(failed, product.length))]
        : [wording.none.status, v11ProductStatus(false, wording.none.status, wording.none.message)];
  return json({ response: { status, product } }, httpStatus);
}
