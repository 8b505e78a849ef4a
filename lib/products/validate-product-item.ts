import type { ProductView } from "./product-view.ts";
import type { ZodIssue } from "../validation/describe-issue.ts";
import { describeIssue } from "../validation/describe-issue.ts";
import { lenientSafeParse } from "../validation/lenient-parse.ts";
import type { ProductDictionaries, DictionaryValue } from "./get-product-dictionaries.ts";
import { productSchema, type DictionaryKind } from "./schemas.ts";
import {
  dictionaryValueUnknown,
  invalidProductField,
  orgUnitUnknown,
  ouProductsDisabled,
  priceNotNumeric,
  priceNotPassed,
  skuNotPassed,
} from "../errors/catalogue.ts";
import type { ErrorItem } from "../errors/domain-error.ts";

/** What the batch knows about the organization, loaded once per call. */
export interface ProductContext {
  dictionaries: ProductDictionaries;
  ouLevelProducts: boolean;
  orgUnits: ReadonlyMap<string, { id: number; code: string }>;
}

/** A product ready to write: the read view without what the database assigns, attributes as stored JSON. */
export type ValidProduct = Omit<ProductView, "id" | "ouCode" | "addedAt" | "attributes"> & { attributes: string };

export type ItemCheck = { ok: true; product: ValidProduct } | { ok: false; error: ErrorItem };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && !value.trim());

/** Validates one raw product against the schema and the organization's dictionaries and org units. */
export function validateProductItem(raw: unknown, context: ProductContext): ItemCheck {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return fail(invalidProductField("each product must be an object"));
  const item = raw as Record<string, unknown>;
  if (isBlank(item.sku)) return fail(skuNotPassed());
  if (isBlank(item.price)) return fail(priceNotPassed());
  const parsed = lenientSafeParse(productSchema, raw);
  if (!parsed.success) return fail(itemErrorOf(parsed.issues[0]));
  const input = parsed.data;

  let ouId: number | null = null;
  if (input.ou_code !== undefined) {
    if (!context.ouLevelProducts) return fail(ouProductsDisabled());
    const unit = context.orgUnits.get(input.ou_code.toLowerCase());
    if (!unit) return fail(orgUnitUnknown(input.ou_code));
    ouId = unit.id;
  }

  const resolved: Partial<Record<DictionaryKind, DictionaryValue>> = {};
  for (const kind of ["brand", "color", "category", "size", "style"] as const) {
    const given = input[kind];
    if (!given) continue;
    const entry = context.dictionaries[kind].find((value) => value.name.toLowerCase() === given.name.toLowerCase());
    if (!entry) return fail(dictionaryValueUnknown(kind, given.name));
    resolved[kind] = entry;
  }
  const sizeType = input.size?.type;
  if (sizeType !== undefined && resolved.size?.sizeType?.toLowerCase() !== sizeType.toLowerCase())
    return fail(dictionaryValueUnknown("size", `${input.size?.name} of type ${sizeType}`));

  return {
    ok: true,
    product: {
      sku: input.sku,
      ean: input.ean ?? null,
      price: input.price,
      description: input.description,
      longDescription: input.long_description,
      returnable: input.returnable,
      returnableDays: input.returnableDays,
      ouId,
      imgUrl: input.img_url ?? null,
      size: resolved.size?.name ?? null,
      sizeType: resolved.size?.sizeType ?? null,
      style: resolved.style?.name ?? null,
      brand: resolved.brand?.name ?? null,
      color: resolved.color?.name ?? null,
      category: resolved.category?.name ?? null,
      attributes: JSON.stringify(input.attributes),
    },
  };
}

function fail(error: ErrorItem): ItemCheck {
  return { ok: false, error };
}

function itemErrorOf(issue: ZodIssue): ErrorItem {
  if (issue.path[0] === "price" && issue.message === "Product price is not numeric") return priceNotNumeric();
  if (issue.path[0] === "price" && issue.code === "invalid_union") return priceNotNumeric();
  return invalidProductField(describeIssue(issue));
}
