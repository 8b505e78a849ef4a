import { z } from "zod";
import { MAX_ATTRIBUTES, productAttributeSchema, productSchema } from "@/lib/products/schemas.ts";

// The API's own product schema; only the attributes take the shape the form edits (rows, not `{attribute: [...]}`).
export const productFormSchema = productSchema.omit({ attributes: true }).extend({
  attributes: z.array(productAttributeSchema).max(MAX_ATTRIBUTES, `at most ${MAX_ATTRIBUTES} attributes`),
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

// Every field the form registers is named, unset ones as undefined: react-hook-form compares the keys too, so a
// missing one would count as a change after a reset and warn about unsaved changes that are not there.
export const EMPTY_PRODUCT: ProductFormInput = {
  sku: "",
  price: "",
  ean: "",
  description: "",
  long_description: "",
  img_url: "",
  brand: undefined,
  category: undefined,
  color: undefined,
  size: undefined,
  style: undefined,
  ou_code: undefined,
  returnable: false,
  returnableDays: undefined,
  attributes: [],
};

/** The body item of POST /v1.1/product/add for the form's values. */
export function productItemOf({ attributes, ...product }: ProductFormOutput) {
  return { ...product, ...(attributes.length ? { attributes: { attribute: attributes } } : {}) };
}
