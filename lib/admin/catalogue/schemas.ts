import { z } from "zod";
import { adminListQueryFields } from "../admin-list.ts";
import { queryBoolean } from "../../validation/query-boolean.ts";

// Client-safe (zod only): the /v2/admin catalogue routes and the console's catalogue forms share these.

export const CATALOGUE_LIMITS = { name: 100, description: 200, code: 50, sizeType: 50, pointsType: 50 } as const;

/** The product dictionaries an organization configures (the values products name). */
export const CATALOGUE_DICTIONARY_KINDS = ["brand", "color", "category", "size", "style"] as const;
export type CatalogueDictionaryKind = (typeof CATALOGUE_DICTIONARY_KINDS)[number];

const text = (max: number) =>
  z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(max, `at most ${max} characters`);

const nameField = text(CATALOGUE_LIMITS.name);
const activeField = z.boolean({ error: "must be true or false" });

/** Every catalogue list: paging and search as the other admin lists, and the active filter. */
export const catalogueListQuerySchema = z.object({ ...adminListQueryFields, active: queryBoolean() }).strict();
export type CatalogueListQuery = z.output<typeof catalogueListQuerySchema>;

/** A patch names only the fields it changes, at least one; `active: false` deactivates, `true` reactivates. */
const patchOf = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z
    .object(fields)
    .partial()
    .strict()
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: "name the fields to change",
    });

// Programs: a null earnRate earns nothing on approved transactions; goodwill credits the default program.
const earnFields = {
  earnRate: z.number({ error: "must be a number" }).min(0).max(10_000).nullable(),
  earnPointsType: text(CATALOGUE_LIMITS.pointsType).nullable(),
  earnExpiryType: z.enum(["fixed", "rolling"], { error: "must be fixed or rolling" }).nullable(),
  earnExpiryDays: z.number({ error: "must be a number" }).int("must be a whole number").min(1).max(36_500).nullable(),
};
export const createProgramSchema = z.object({ name: nameField, ...z.object(earnFields).partial().shape }).strict();
export type CreateProgramInput = z.output<typeof createProgramSchema>;
export const updateProgramSchema = patchOf({ name: nameField, active: activeField, ...earnFields });
export type UpdateProgramInput = z.output<typeof updateProgramSchema>;

/** Brands (vendors' brandId), labels: a name. */
export const createNamedSchema = z.object({ name: nameField }).strict();
export type CreateNamedInput = z.output<typeof createNamedSchema>;
export const updateNamedSchema = patchOf({ name: nameField, active: activeField });
export type UpdateNamedInput = z.output<typeof updateNamedSchema>;

/** Dictionary entries: sizeType only for sizes (checked by the domain, which knows the kind). */
const sizeTypeField = text(CATALOGUE_LIMITS.sizeType).nullable();
export const createDictionaryEntrySchema = z.object({ name: nameField, sizeType: sizeTypeField.optional() }).strict();
export type CreateDictionaryEntryInput = z.output<typeof createDictionaryEntrySchema>;
export const updateDictionaryEntrySchema = patchOf({ name: nameField, sizeType: sizeTypeField, active: activeField });
export type UpdateDictionaryEntryInput = z.output<typeof updateDictionaryEntrySchema>;

/** Coupon series: named by their description. */
const descriptionField = text(CATALOGUE_LIMITS.description);
export const createCouponSeriesSchema = z.object({ description: descriptionField }).strict();
export type CreateCouponSeriesInput = z.output<typeof createCouponSeriesSchema>;
export const updateCouponSeriesSchema = patchOf({ description: descriptionField, active: activeField });
export type UpdateCouponSeriesInput = z.output<typeof updateCouponSeriesSchema>;

/** Org units: products name them by code (ou_code), case-insensitively. */
const codeField = text(CATALOGUE_LIMITS.code).regex(/^[\w.-]+$/, "letters, digits, '.', '_' and '-' only");
export const createOrgUnitSchema = z.object({ code: codeField, name: nameField }).strict();
export type CreateOrgUnitInput = z.output<typeof createOrgUnitSchema>;
export const updateOrgUnitSchema = patchOf({ code: codeField, name: nameField, active: activeField });
export type UpdateOrgUnitInput = z.output<typeof updateOrgUnitSchema>;

/** Each kind's create and update schemas, as its console section and its operations take them. */
export const CATALOGUE_SCHEMAS = {
  programs: { create: createProgramSchema, update: updateProgramSchema },
  named: { create: createNamedSchema, update: updateNamedSchema },
  dictionary: { create: createDictionaryEntrySchema, update: updateDictionaryEntrySchema },
  couponSeries: { create: createCouponSeriesSchema, update: updateCouponSeriesSchema },
  orgUnits: { create: createOrgUnitSchema, update: updateOrgUnitSchema },
} as const;
