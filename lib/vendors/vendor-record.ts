import "server-only";
import type { Vendor } from "../db/generated/sqlite/client.ts";
import { openSecret, sealSecret } from "../crypto/secret-box.ts";
import type { VendorMedia, VendorType } from "./schemas.ts";

// The vendor as the domain hands it out: never the vendorDetails plaintext, only whether there are any.

export interface VendorRecord {
  id: number;
  orgId: number;
  brandId: number;
  name: string;
  code: string;
  /** As created (POINTS or REWARDS); the gateway renders every vendor as REWARDS. */
  type: VendorType;
  enabled: boolean;
  isEncryptionRequired: boolean;
  vendorTypes: string | null;
  hasVendorDetails: boolean;
  rank: number | null;
  description: string;
  images: VendorMedia[];
  videos: VendorMedia[];
  createdById: number;
  lastUpdatedById: number;
  createdAt: Date;
  updatedAt: Date;
}

// The labels the legacy (v1) values were sealed with, before they were bound to their organization and row.
const LEGACY_KEY_CONTEXT = "vendor.details.key";
const LEGACY_VALUE_CONTEXT = "vendor.details.value";

type VendorPlace = Pick<Vendor, "id" | "orgId">;
const keyPlace = (row: VendorPlace) => ({ orgId: row.orgId, rowId: row.id, field: "Vendor.detailsKeyEnc" });
const valuePlace = (row: VendorPlace) => ({ orgId: row.orgId, rowId: row.id, field: "Vendor.detailsValueEnc" });

/** Sealed for this vendor row only: the row must exist (its id is bound into the ciphertext). */
export function sealVendorDetails(row: VendorPlace, details: { key: string; value: string } | null) {
  return details
    ? {
        detailsKeyEnc: sealSecret(details.key, keyPlace(row)),
        detailsValueEnc: sealSecret(details.value, valuePlace(row)),
      }
    : { detailsKeyEnc: null, detailsValueEnc: null };
}

/** For reward issuance to the vendor only: never render or log the result. */
export function openVendorDetails(row: VendorPlace & Pick<Vendor, "detailsKeyEnc" | "detailsValueEnc">) {
  if (!row.detailsKeyEnc || !row.detailsValueEnc) return null;
  return {
    key: openSecret(row.detailsKeyEnc, keyPlace(row), LEGACY_KEY_CONTEXT),
    value: openSecret(row.detailsValueEnc, valuePlace(row), LEGACY_VALUE_CONTEXT),
  };
}

export function toVendorRecord(row: Vendor): VendorRecord {
  return {
    id: row.id,
    orgId: row.orgId,
    brandId: row.brandId,
    name: row.name,
    code: row.code,
    type: row.type === "POINTS" ? "POINTS" : "REWARDS",
    enabled: row.enabled,
    isEncryptionRequired: row.isEncryptionRequired,
    vendorTypes: row.vendorTypes,
    hasVendorDetails: row.detailsKeyEnc !== null && row.detailsValueEnc !== null,
    rank: row.rank,
    description: row.description,
    images: JSON.parse(row.images) as VendorMedia[],
    videos: JSON.parse(row.videos) as VendorMedia[],
    createdById: row.createdById,
    lastUpdatedById: row.lastUpdatedById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
