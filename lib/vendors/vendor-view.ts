import type { VendorRecord } from "./vendor-record.ts";

/** The fields an administrator edits: the audit records them (vendorDetails aside), the console shows them. */
export const EDITABLE_VENDOR_FIELDS = [
  "brandId",
  "name",
  "code",
  "type",
  "enabled",
  "isEncryptionRequired",
  "rank",
  "description",
  "images",
  "videos",
] as const satisfies readonly (keyof VendorRecord)[];

const VIEW_FIELDS = ["id", ...EDITABLE_VENDOR_FIELDS, "hasVendorDetails"] as const;

/**
 * What the console pages hand to their client components: the editable fields with the stored type (the
 * gateway answers REWARDS for every vendor) and, for vendorDetails, only whether a secret is stored.
 */
export type VendorView = Pick<VendorRecord, (typeof VIEW_FIELDS)[number]>;

export function toVendorView(vendor: VendorRecord): VendorView {
  // Object.fromEntries types its result loosely; the keys are exactly VIEW_FIELDS, read from the record.
  return Object.fromEntries(VIEW_FIELDS.map((field) => [field, vendor[field]])) as VendorView;
}
