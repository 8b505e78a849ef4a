import "server-only";
import { randomUUID } from "node:crypto";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import type { CreateVendorInput } from "./schemas.ts";
import { recordVendorChange } from "./vendor-audit.ts";
import { assertBrandInOrg, assertVendorUnique } from "./vendor-checks.ts";
import { sealVendorDetails, toVendorRecord, type VendorRecord } from "./vendor-record.ts";
import { vendorAlreadyExists } from "../errors/catalogue.ts";

/** Creates a vendor for one of the organization's brands; name and code are unique in the organization. */
export async function createVendor(principal: Principal, input: CreateVendorInput): Promise<VendorRecord> {
  const code = input.code ?? randomUUID();
  await assertBrandInOrg(db, principal.orgId, input.brandId, { activeOnly: true });
  await assertVendorUnique(db, principal.orgId, { name: input.name, code });
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.vendor.create({
        data: {
          orgId: principal.orgId,
          brandId: input.brandId,
          name: input.name,
          code,
          type: input.type,
          enabled: input.enabled ?? true,
          isEncryptionRequired: input.isEncryptionRequired ?? false,
          vendorTypes: null,
          rank: input.rank ?? null,
          description: input.description ?? "",
          images: JSON.stringify(input.images ?? []),
          videos: JSON.stringify(input.videos ?? []),
          createdById: principal.userId,
          lastUpdatedById: principal.userId,
        },
      });
      // Sealed once the row exists: its id is bound into the ciphertext (microseconds of work per value).
      const details = input.vendorDetails ?? null;
      const sealed = details
        ? await tx.vendor.update({ where: { id: created.id }, data: sealVendorDetails(created, details) })
        : created;
      await recordVendorChange(tx, principal, "create", null, sealed, details !== null);
      return sealed;
    });
    return toVendorRecord(row);
  } catch (error) {
    // A concurrent create took the name or code between the check and the insert.
    if (isUniqueViolation(error)) throw vendorAlreadyExists();
    throw error;
  }
}
