import { z } from "zod";
import { queryInt } from "../validation/query-int.ts";

export const DICTIONARY_KINDS = ["brand", "color", "category", "size", "style"] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];

/** One call adds at most this many products; the route's body limit is sized for it. */
export const MAX_PRODUCTS_PER_CALL = 10_000;
/** 10,000 products of up to ~800 bytes each; a longer body is refused before it is parsed. */
export const MAX_PRODUCTS_BODY_BYTES = 8 * 1024 * 1024;
export const MAX_SKUS_PER_GET = 100;
export const MAX_ATTRIBUTES = 50;

// Plain decimal text: the column is exact, so floats and exponents are refused.
const NUMERIC = /^-?\d+(\.\d+)?$/;
const PRICE_FORMAT = /^\d{1,13}(\.\d{1,6})?$/;

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const namedEntry = z.object({ name: text(100).min(1, "must not be empty") }).strict();
export const productAttributeSchema = z
  .object({ name: text(100).min(1, "must not be empty"), value: z.string().max(500, "at most 500 characters") })
  .strict();
const booleanLike = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);

/** Price as a number or numeric text, normalized to decimal text for the Decimal column. */
export const priceSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const raw = typeof value === "number" ? String(value) : value.trim();
  if (!NUMERIC.test(raw)) {
    ctx.addIssue({ code: "custom", message: "Product price is not numeric" });
    return z.NEVER;
  }
  if (!PRICE_FORMAT.test(raw)) {
    ctx.addIssue({
      code: "custom",
      message: "must be at least 0, with at most 13 digits before and 6 after the decimal point",
    });
    return z.NEVER;
  }
  return raw;
});

/** One product of `root.product`, as the API and the console's product form send it. */
export const productSchema = z
  .object({
    sku: text(100).min(1, "Item SKU not passed"),
    price: priceSchema,
    ean: optionalText(50),
    description: text(500).default(""),
    long_description: text(5000).default(""),
    returnable: booleanLike.default(false),
    returnableDays: z.number().int().min(-1).max(36_500).default(-1),
    ou_code: optionalText(100),
    img_url: optionalText(1000),
    size: z
      .object({ name: text(100).min(1, "must not be empty"), type: optionalText(100) })
      .strict()
      .optional(),
    style: namedEntry.optional(),
    brand: namedEntry.optional(),
    color: namedEntry.optional(),
    category: namedEntry.optional(),
    attributes: z
      .object({
        attribute: z.union([
          productAttributeSchema,
          z.array(productAttributeSchema).max(MAX_ATTRIBUTES, `at most ${MAX_ATTRIBUTES} attributes`),
        ]),
      })
      .strict()
      .optional()
      .transform((value) =>
        value === undefined ? [] : Array.isArray(value.attribute) ? value.attribute : [value.attribute],
      ),
  })
  .strict();
export type ProductInput = z.output<typeof productSchema>;
export type ProductFormValues = z.input<typeof productSchema>;

/** `{"root": {"product": [...]}}`; a single product object is accepted as a batch of one. Items are validated one by one. */
export const addProductsBodySchema = z
  .object({
    root: z
      .object({
        product: z
          .union([z.array(z.unknown()), z.looseObject({})])
          .transform((value) => (Array.isArray(value) ? value : [value]))
          .pipe(
            z
              .array(z.unknown())
              .min(1, "at least one product is required")
              .max(MAX_PRODUCTS_PER_CALL, `at most ${MAX_PRODUCTS_PER_CALL} products per call`),
          ),
      })
      .strict(),
  })
  .strict();

export const getProductsQuerySchema = z
  .object({
    sku: z
      .string()
      .transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((sku) => sku.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string().max(100))
          .min(1, "at least one SKU is required")
          .max(MAX_SKUS_PER_GET, `at most ${MAX_SKUS_PER_GET} SKUs`),
      ),
  })
  .strict();

/** The list form of GET /v1.1/product/get (ours): `search` (part of a SKU or name; empty lists all), `page` from 0, `pageSize`. */
export const findProductsQuerySchema = z
  .object({
    search: z.string().trim().max(100, "at most 100 characters").optional(),
    page: queryInt(0, 1_000_000, 0),
    pageSize: queryInt(1, 200, 50),
  })
  .strict();
export type FindProductsQuery = z.output<typeof findProductsQuerySchema>;
