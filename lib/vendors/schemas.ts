import { z } from "zod";
import { limitOffsetQuery } from "../validation/query-int.ts";

// Client-safe: the vendor editor pages reuse these through zodResolver.

export const VENDOR_TYPES = ["POINTS", "REWARDS"] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

export const VENDOR_LIMITS = {
  name: 255,
  code: 255,
  description: 1034,
  images: 5,
  videos: 2,
  mediaText: 255,
  url: 2048,
  detailsKey: 255,
  detailsValue: 4096,
  /** Columns are 32-bit integers. */
  maxInt: 2_147_483_647,
} as const;

/** What every vendor response shows instead of the stored vendorDetails key and value. */
export const VENDOR_DETAILS_MASK = "********";

const HTTP_URL = /^https?:\/\/\S+$/i;

export const vendorMediaSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "name is required")
      .max(VENDOR_LIMITS.mediaText, `at most ${VENDOR_LIMITS.mediaText} characters`),
    altText: z.string().max(VENDOR_LIMITS.mediaText, `at most ${VENDOR_LIMITS.mediaText} characters`).nullish(),
    id: z.string().trim().max(VENDOR_LIMITS.mediaText, `at most ${VENDOR_LIMITS.mediaText} characters`).nullish(),
    url: z.string().trim().max(VENDOR_LIMITS.url, `at most ${VENDOR_LIMITS.url} characters`).nullish(),
    isExternal: z.boolean().default(false),
  })
  .strict()
  .superRefine((media, ctx) => {
    if (media.isExternal) {
      if (!media.url)
        ctx.addIssue({ code: "custom", path: ["url"], message: "url is required when isExternal is true" });
      else if (!HTTP_URL.test(media.url))
        ctx.addIssue({ code: "custom", path: ["url"], message: "url must be an http or https URL" });
    } else if (!media.id) {
      ctx.addIssue({ code: "custom", path: ["id"], message: "id is required when isExternal is false" });
    }
  })
  // An external file has no file-service handle.
  .transform((media) => ({
    name: media.name,
    altText: media.altText ?? null,
    id: media.isExternal ? null : (media.id ?? null),
    url: media.url || null,
    isExternal: media.isExternal,
  }));
export type VendorMedia = z.output<typeof vendorMediaSchema>;

const mediaList = (max: number, what: string) =>
  z
    .array(vendorMediaSchema)
    .max(max, `at most ${max} ${what}`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.name))
          ctx.addIssue({ code: "custom", path: [index, "name"], message: `name ${item.name} is given twice` });
        seen.add(item.name);
      });
    });

export const vendorDetailsSchema = z
  .object({
    key: z
      .string()
      .min(1, "key is required")
      .max(VENDOR_LIMITS.detailsKey, `at most ${VENDOR_LIMITS.detailsKey} characters`),
    value: z
      .string()
      .min(1, "value is required")
      .max(VENDOR_LIMITS.detailsValue, `at most ${VENDOR_LIMITS.detailsValue} characters`),
  })
  .strict()
  .superRefine((details, ctx) => {
    // The mask stands for the stored pair as a whole: half of it would store the mask as a secret.
    const masked = [details.key, details.value].filter((half) => half === VENDOR_DETAILS_MASK).length;
    if (masked === 1)
      ctx.addIssue({
        code: "custom",
        path: [details.key === VENDOR_DETAILS_MASK ? "key" : "value"],
        message: `send both key and value as ${VENDOR_DETAILS_MASK} to keep the stored details, or a new key and value`,
      });
  });

const positiveInt = (field: string) =>
  z
    .number({ error: `${field} must be an integer` })
    .int(`${field} must be an integer`)
    .positive(`${field} must be greater than zero`);

const vendorFields = {
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(VENDOR_LIMITS.name, `name must be at most ${VENDOR_LIMITS.name} characters`),
  // Blank is read as null: a generated code on create, the stored one kept on update.
  code: z
    .string()
    .trim()
    .max(VENDOR_LIMITS.code, `code must be at most ${VENDOR_LIMITS.code} characters`)
    .transform((code) => (code === "" ? null : code))
    .nullish(),
  // Any larger id is simply an unknown brand (3004).
  brandId: positiveInt("brandId"),
  type: z.enum(VENDOR_TYPES, { error: "type must be one of [POINTS, REWARDS]" }),
  enabled: z.boolean().optional(),
  isEncryptionRequired: z.boolean().optional(),
  // The four specialized vendor types are third-party products this service does not integrate.
  vendorTypes: z.null().optional(),
  vendorDetails: vendorDetailsSchema.nullish(),
  images: mediaList(VENDOR_LIMITS.images, "images").optional(),
  videos: mediaList(VENDOR_LIMITS.videos, "videos").optional(),
  rank: positiveInt("rank").max(VENDOR_LIMITS.maxInt, `rank must be at most ${VENDOR_LIMITS.maxInt}`).nullish(),
  description: z
    .string()
    .max(VENDOR_LIMITS.description, `description must be at most ${VENDOR_LIMITS.description} characters`)
    .nullish(),
};

export const createVendorSchema = z
  .object(vendorFields)
  .strict()
  .superRefine((vendor, ctx) => {
    if (vendor.vendorDetails?.key === VENDOR_DETAILS_MASK && vendor.vendorDetails.value === VENDOR_DETAILS_MASK)
      ctx.addIssue({
        code: "custom",
        path: ["vendorDetails"],
        message: `${VENDOR_DETAILS_MASK} stands for stored details; a new vendor needs a real key and value`,
      });
  });
export type CreateVendorInput = z.output<typeof createVendorSchema>;

/** Omitted fields stay unchanged; null clears rank, description and vendorDetails (a null or blank code keeps its value). */
export const updateVendorSchema = z.object(vendorFields).partial().strict();
export type UpdateVendorInput = z.output<typeof updateVendorSchema>;

export const vendorStatusSchema = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) }).strict();
export type VendorStatusInput = z.output<typeof vendorStatusSchema>;

export const vendorListQuerySchema = limitOffsetQuery(500, 100);
export type VendorListQuery = z.output<typeof vendorListQuerySchema>;
