import { z } from "zod";

// Response bodies of the rewards gateway, as lib/vendors/render-vendor.ts builds the vendor.

const status = z.strictObject({ success: z.literal(true), code: z.number().int(), message: z.string() });
const media = z.strictObject({
  name: z.string(),
  altText: z.string().nullable(),
  id: z.string().nullable(),
  url: z.string().nullable(),
  isExternal: z.boolean(),
});

export const vendorSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  brandId: z.number().int(),
  enabled: z.boolean(),
  isEncryptionRequired: z.boolean(),
  encryptionRequired: z.boolean(),
  vendorTypes: z.string().nullable(),
  vendorDetails: z
    .strictObject({ key: z.string(), value: z.string() })
    .nullable()
    .describe("Always masked: the stored key and value are never returned."),
  type: z.literal("REWARDS"),
  rank: z.number().int().nullable(),
  code: z.string(),
  description: z.string(),
  images: z.array(media),
  videos: z.array(media),
  createdBy: z.number().int(),
  lastUpdatedBy: z.number().int(),
  createdOn: z.number().int().describe("Epoch milliseconds"),
  lastUpdatedOn: z.number().int().describe("Epoch milliseconds"),
  createdOnDateTime: z.string(),
  lastUpdatedOnDateTime: z.string(),
});

export const vendorResponseSchema = z.strictObject({ status, vendor: vendorSchema });
export const vendorListResponseSchema = z.strictObject({
  status,
  vendorList: z.array(vendorSchema),
  totalCount: z.number().int(),
});
