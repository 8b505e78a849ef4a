import { z } from "zod";

// Response bodies of the v1.1 operations, as lib/api/families/v1-1.ts and lib/products/render-product.ts
// build them. The contract test validates live answers against these, so a renderer change must land here too.

const v11Status = z.strictObject({ success: z.enum(["true", "false"]), code: z.number().int(), message: z.string() });

// Identifier changes carry old_value and new_value, goodwill requests approved_value and assoc_id; others neither.
const typeValue = z.string().optional();

export const v11RequestItemSchema = z.strictObject({
  id: z.string(),
  type: z.string(),
  base_type: z.string(),
  status: z.string(),
  old_value: typeValue,
  new_value: typeValue,
  approved_value: typeValue,
  assoc_id: typeValue,
  reason: z.string(),
  updated_comments: z.string(),
  item_status: v11Status,
});

export const v11RequestsResponseSchema = z.strictObject({
  response: z.strictObject({ status: v11Status, requests: z.strictObject({ request: z.array(v11RequestItemSchema) }) }),
});

export const v11ErrorStatusSchema = (code: z.ZodType) =>
  z.strictObject({ success: z.literal("false"), code, message: z.string() });

const productStatus = z.strictObject({ success: z.boolean(), code: z.number().int(), message: z.string() });
const entry = z.strictObject({ name: z.string(), label: z.string() }).nullable();

export const productResponseItemSchema = z.strictObject({
  item_id: z.number().int(),
  sku: z.string(),
  ean: z.string(),
  price: z.number(),
  name: z.string(),
  label: z.string(),
  description: z.string(),
  long_description: z.string(),
  img_url: z.string(),
  returnable: z.boolean(),
  returnable_days: z.number().int(),
  ou_code: z.string(),
  ou_id: z.number().int().nullable(),
  added_on: z.string(),
  size: z.strictObject({ name: z.string(), type: z.string(), label: z.string() }).nullable(),
  style: entry,
  brand: entry,
  color: entry,
  category: entry,
  attributes: z.strictObject({ attribute: z.array(z.strictObject({ name: z.string(), value: z.string() })) }),
  item_status: productStatus,
});

/** A product that was refused or not found echoes what identifies it. */
const refusedProductSchema = z.strictObject({
  item_id: z.null(),
  sku: z.union([z.string(), z.number()]).nullable(),
  ean: z.union([z.string(), z.number()]).nullable().optional(),
  price: z.union([z.string(), z.number()]).nullable().optional(),
  item_status: productStatus,
});

export const productItemsSchema = z.array(z.union([productResponseItemSchema, refusedProductSchema]));

export const productsResponseSchema = z.strictObject({
  response: z.strictObject({ status: productStatus, product: productItemsSchema }),
});

export const productsOrListResponseSchema = z.union([
  productsResponseSchema,
  z.strictObject({
    response: z.strictObject({
      status: productStatus,
      pagination: z.strictObject({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
      product: z.array(productResponseItemSchema),
    }),
  }),
]);
