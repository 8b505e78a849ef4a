import type { ApiErrorItem } from "@/lib/client/api-client.ts";
import {
  concurrentProductChange,
  dictionaryValueUnknown,
  eanTaken,
  invalidProductField,
  orgUnitUnknown,
  ouProductsDisabled,
  priceNotNumeric,
  priceNotPassed,
  skuNotPassed,
  skuRepeated,
  tooManyProducts,
} from "@/lib/errors/catalogue.ts";
import { fieldOfError } from "@/lib/errors/read-error.ts";

/** What the product API's item and call codes mean for the person adding products. */
const WORDS: Record<number, string> = {
  [invalidProductField.code]: "A value is not accepted.",
  [skuNotPassed.code]: "The SKU is missing.",
  [priceNotPassed.code]: "The price is missing.",
  [priceNotNumeric.code]: "The price is not a number: use digits with an optional decimal point, such as 12.50.",
  [eanTaken.code]: "Another product of the organization already has this EAN.",
  [skuRepeated.code]: "This SKU appears earlier in the same batch; only its first occurrence is processed.",
  [dictionaryValueUnknown.code]: "Not one of the organization's brands, colors, categories, sizes or styles.",
  [ouProductsDisabled.code]:
    "This organization does not keep products per org unit, so leave the org unit (ou_code) empty.",
  [orgUnitUnknown.code]: "No org unit of the organization has this code.",
  [tooManyProducts.code]: "Too many products in one call.",
  [concurrentProductChange.code]:
    "Another change to the same SKU or EAN happened at the same moment; nothing of this call was written. Send it again.",
  400: "The request was not accepted.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the default access group.",
  413: "The call is too large.",
};

export function describeProductError(item: ApiErrorItem): string {
  const words = WORDS[item.code];
  return words ? `${words} (${item.code}: ${item.message})` : `${item.message} (${item.code})`;
}

const FORM_FIELDS = [
  "sku",
  "price",
  "ean",
  "description",
  "long_description",
  "img_url",
  "ou_code",
  "returnableDays",
  "brand",
  "color",
  "category",
  "size",
  "style",
] as const;
export type ProductField = (typeof FORM_FIELDS)[number];

/** The form field an item error is about, as the error catalogue records it (a nested path counts as its field). */
export function fieldOfProductError(item: ApiErrorItem): ProductField | null {
  const named = fieldOfError(item)?.split(".")[0];
  return FORM_FIELDS.find((field) => field === named) ?? null;
}
