import { formatLocalIso } from "../time/server-time.ts";
import { VENDOR_DETAILS_MASK } from "./schemas.ts";
import type { VendorRecord } from "./vendor-record.ts";

/** The gateway's vendor resource: details masked, every vendor typed REWARDS as the original answers. */
export function renderVendor(vendor: VendorRecord) {
  return {
    id: vendor.id,
    name: vendor.name,
    brandId: vendor.brandId,
    enabled: vendor.enabled,
    isEncryptionRequired: vendor.isEncryptionRequired,
    encryptionRequired: vendor.isEncryptionRequired,
    vendorTypes: vendor.vendorTypes,
    vendorDetails: vendor.hasVendorDetails ? { key: VENDOR_DETAILS_MASK, value: VENDOR_DETAILS_MASK } : null,
    type: "REWARDS",
    rank: vendor.rank,
    code: vendor.code,
    description: vendor.description,
    images: vendor.images,
    videos: vendor.videos,
    createdBy: vendor.createdById,
    lastUpdatedBy: vendor.lastUpdatedById,
    createdOn: vendor.createdAt.getTime(),
    lastUpdatedOn: vendor.updatedAt.getTime(),
    createdOnDateTime: formatLocalIso(vendor.createdAt),
    lastUpdatedOnDateTime: formatLocalIso(vendor.updatedAt),
  };
}
