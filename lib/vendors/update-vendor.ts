import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import { VENDOR_DETAILS_MASK, type UpdateVendorInput } from "./schemas.ts";
import { recordVendorChange } from "./vendor-audit.ts";
import { assertBrandInOrg, assertVendorUnique, getVendorRow } from "./vendor-checks.ts";
import { sealVendorDetails, toVendorRecord, type VendorRecord } from "./vendor-record.ts";
import { vendorAlreadyExists } from "../errors/catalogue.ts";

/**
 * Changes the fields that were sent; omitted ones stay as they are. vendorDetails are replaced only when
 * sent, and a masked pair echoed back from a response keeps the stored secret.
 */
export async function updateVendor(
  principal: Principal,
  vendorId: number,
  input: UpdateVendorInput,
): Promise<VendorRecord> {
  const current = await getVendorRow(db, principal.orgId, vendorId);
  // A vendor may stay in its brand after the brand is deactivated; it may not move into a deactivated one.
  if (input.brandId !== undefined)
    await assertBrandInOrg(db, principal.orgId, input.brandId, { activeOnly: input.brandId !== current.brandId });
  await assertVendorUnique(db, principal.orgId, { name: input.name, code: input.code ?? undefined }, current.id);
  try {
    const details = detailsChange(current, input.vendorDetails);
    const row = await db.$transaction(async (tx) => {
      const before = await tx.vendor.findUniqueOrThrow({
        where: { id: current.id },
      });
      const after = await tx.vendor.update({
        where: { id: current.id, orgId: principal.orgId },
        data: {
          name: input.name,
          code: input.code ?? undefined,
          brandId: input.brandId,
          type: input.type,
          enabled: input.enabled,
          isEncryptionRequired: input.isEncryptionRequired,
          ...details,
          rank: input.rank,
          description: input.description === undefined ? undefined : (input.description ?? ""),
          images: input.images === undefined ? undefined : JSON.stringify(input.images),
          videos: input.videos === undefined ? undefined : JSON.stringify(input.videos),
          lastUpdatedById: principal.userId,
        },
      });
      await recordVendorChange(tx, principal, "update", before, after, "detailsKeyEnc" in details);
      return after;
    });
    return toVendorRecord(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw vendorAlreadyExists();
    throw error;
  }
}

function detailsChange(row: Parameters<typeof sealVendorDetails>[0], details: UpdateVendorInput["vendorDetails"]) {
  if (details === undefined) return {};
  if (details && details.key === VENDOR_DETAILS_MASK && details.value === VENDOR_DETAILS_MASK) return {};
  return sealVendorDetails(row, details);
}
