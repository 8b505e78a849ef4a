import { z } from "zod";
import { dataAnswer, pageAnswer, v2ItemSchema } from "./v2-responses.ts";

// Response bodies of the /v2/admin catalogue operations (lib/admin/catalogue/render-catalogue.ts).

const warnings = z.array(v2ItemSchema).describe("Unknown properties of the body, ignored (9045).");

const active = z.boolean().describe("false: deactivated, refused by the operations that take it, kept for history.");

export const programEntrySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  active,
  isDefault: z.boolean().describe("The organization's default program, which goodwill approvals credit."),
  earnRate: z
    .number()
    .nullable()
    .describe("Points per unit of billAmount on an approved transaction; null earns none."),
  earnPointsType: z.string().nullable(),
  earnExpiryType: z.enum(["fixed", "rolling"]).nullable(),
  earnExpiryDays: z.number().int().nullable(),
});
export const brandEntrySchema = z.strictObject({ id: z.number().int(), name: z.string(), active });
export const dictionaryEntrySchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(["brand", "color", "category", "size", "style"]),
  name: z.string(),
  sizeType: z.string().nullable(),
  active,
});
export const couponSeriesEntrySchema = z.strictObject({ id: z.number().int(), description: z.string(), active });
export const orgUnitEntrySchema = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string(), active });
export const labelEntrySchema = z.strictObject({ id: z.number().int(), name: z.string(), active });

/** One entry as an operation on it answers, and one page of entries as the list does. */
export const catalogueAnswers = (entry: z.ZodType) => ({ one: dataAnswer(entry, warnings), page: pageAnswer(entry) });
