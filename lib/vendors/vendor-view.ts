import { formatLocalIso } from "../time/server-time.ts";
import type { VendorMedia, VendorType } from "./schemas.ts";
import type { VendorRecord } from "./vendor-record.ts";

/**
 * What the console pages hand to their client components: plain JSON, the stored type (the gateway
 * answers REWARDS for every vendor) and, for vendorDetails, only whether a secret is stored.
 */
export interface VendorView {
  id: number;
  brandId: number;
  name: string;
  code: string;
  type: VendorType;
  enabled: boolean;
  isEncryptionRequired: boolean;
  hasVendorDetails: boolean;
  rank: number | null;
  description: string;
  images: VendorMedia[];
  videos: VendorMedia[];
  createdBy: number;
  lastUpdatedBy: number;
  createdOn: string;
  lastUpdatedOn: string;
}

export function toVendorView(vendor: VendorRecord): VendorView {
  return {
    id: vendor.id,
    brandId: vendor.brandId,
    name: vendor.name,
    code: vendor.code,
    type: vendor.type,
    enabled: vendor.enabled,
    isEncryptionRequired: vendor.isEncryptionRequired,
    hasVendorDetails: vendor.hasVendorDetails,
    rank: vendor.rank,
    description: vendor.description,
    images: vendor.images,
    videos: vendor.videos,
    createdBy: vendor.createdById,
    lastUpdatedBy: vendor.lastUpdatedById,
    createdOn: formatLocalIso(vendor.createdAt),
    lastUpdatedOn: formatLocalIso(vendor.updatedAt),
  };
}
