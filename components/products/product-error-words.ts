import type { ApiErrorItem } from "@/lib/console/api-client.ts";

/** What the product API's item and call codes mean for the person adding products. */
const WORDS: Record<number, string> = {
  9101: "A value is not accepted.",
  9102: "The SKU is missing.",
  9103: "The price is missing.",
  9106: "The price is not a number: use digits with an optional decimal point, such as 12.50.",
  9108: "Another product of the organization already has this EAN.",
  9109: "This SKU appears earlier in the same batch; only its first occurrence is processed.",
  9110: "Not one of the organization's brands, colors, categories, sizes or styles.",
  9111: "This organization does not keep products per org unit, so leave the org unit (ou_code) empty.",
  9112: "No org unit of the organization has this code.",
  9113: "Too many products in one call.",
  9114: "Another change to the same SKU or EAN happened at the same moment; nothing of this call was written. Send it again.",
  400: "The request was not accepted.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the default access group.",
  413: "The call is too large.",
};

export function describeProductError(item: ApiErrorItem): string {
  const words = WORDS[item.code];
  return words ? `${words} (${item.code}: ${item.message})` : `${item.message} (${item.code})`;
}

const FIELD_OF_CODE: Record<number, ProductField> = { 9102: "sku", 9103: "price", 9106: "price", 9108: "ean", 9111: "ou_code", 9112: "ou_code" };
const FORM_FIELDS = ["sku", "price", "ean", "description", "long_description", "img_url", "ou_code", "returnableDays", "brand", "color", "category", "size", "style"] as const;
export type ProductField = (typeof FORM_FIELDS)[number];

/** The form field an item error is about, when the code or the message names one. */
export function fieldOfProductError(item: ApiErrorItem): ProductField | null {
  if (FIELD_OF_CODE[item.code]) return FIELD_OF_CODE[item.code];
  const named =
    item.code === 9110 ? /^The (\w+) /.exec(item.message)?.[1] : item.code === 9101 ? /^Invalid product data: (\w+)/.exec(item.message)?.[1] : undefined;
  return FORM_FIELDS.find((field) => field === named) ?? null;
}
