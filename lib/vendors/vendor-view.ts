import type { VendorRecord } from "./vendor-record.ts";

/**
 * What the console pages hand to their client components: the editable fields with the stored type (the
 * gateway answers REWARDS for every vendor) and, for vendorDetails, only whether a secret is stored.
 */
export type VendorView = Pick<
  VendorRecord,
  "id" | "brandId" | "name" | "code" | "type" | "enabled" | "isEncryptionRequired" | "hasVendorDetails" | "rank" | "description" | "images" | "videos"
>;

export function toVendorView(vendor: VendorRecord): VendorView {
  const { id, brandId, name, code, type, enabled, isEncryptionRequired, hasVendorDetails, rank, description, images, videos } = vendor;
  return { id, brandId, name, code, type, enabled, isEncryptionRequired, hasVendorDetails, rank, description, images, videos };
}
