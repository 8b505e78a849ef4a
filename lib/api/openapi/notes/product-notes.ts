// Rules of the product operations beyond their schemas (markdown, appended to each operation's description).

export const PRODUCT_NOTES = {
  addProducts: [
    '- `POST /v1.1/product/add` with `{"root":{"product":[...]}}` (or a single object) answers',
    '  `{"response":{"status":{"success":true,"code":200,"message":"Success"},"product":[...]}}`; each item echoes',
    "  the product plus `item_id`, `name` (the SKU: the body has no product name), `label` (the description, or the",
    '  SKU), `added_on`, `ou_code`, `ou_id` and `item_status` (9100 "Product added successfully" / "Product updated',
    '  successfully").',
    "",
    "- A known SKU is updated in place (as the original does); the item describes the whole product, so omitted",
    "  optional fields return to their defaults. A SKU repeated within one batch: the first wins, the rest 9109.",
    "",
    "- Item errors: 9102 SKU missing, 9103 price missing, 9106 price not numeric (a number or numeric text; a",
    "  negative price, or one with more than 13 digits before or 6 after the point, is 9101 naming the bound),",
    "  9108 EAN held by another SKU of the organization, 9101 any other invalid field (named), 9110 a brand, color,",
    "  category, size or style not configured for the organization (or a size of another type), 9111 `ou_code` where",
    "  OU-level products are off, 9112 unknown org unit.",
    "",
    "- A partly bad batch adds the good items and answers status code 201 (HTTP 200); a batch where nothing",
    "  succeeds answers HTTP 422. At most 10,000 items and 8 MB per call: more is refused with 9113 (413), nothing",
    "  written. A 10,000-item batch takes seconds, not minutes (about 7–15 s on 2 cores).",
  ].join("\n"),
  getProducts: [
    '- `GET /v1.1/product/get?sku=a,b` answers 2100 "Product retrieval successful"; unknown SKUs are reported per item',
    "  (2101), and 404 when none is found.",
    "",
    "- The list form (ours, for the console): `GET /v1.1/product/get?search=&page=&pageSize=` searches any part of",
    "  the SKU or the name (`description`), ignoring case, `%` and `_` taken literally (`search` ≤ 100 characters,",
    "  empty lists all; `page` from 0; `pageSize` 1–200), newest first, and adds `pagination: {page, pageSize,",
    "  total}`. It cannot be combined with `sku` (400); a call with no parameter at all is still 400.",
  ].join("\n"),
} as const;
