import type { Db, Tx } from "../db/client.ts";
import { VENDOR_LIMITS } from "./schemas.ts";
import { brandNotFound, vendorAlreadyExists, vendorNotFound } from "./errors.ts";

type Client = Db | Tx;

const isDbId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= VENDOR_LIMITS.maxInt;

/** Another organization's brand is as unknown as a missing one. */
export async function assertBrandInOrg(client: Client, orgId: number, brandId: number): Promise<void> {
  if (!isDbId(brandId) || !(await client.brand.findFirst({ where: { id: brandId, orgId }, select: { id: true } }))) {
    throw brandNotFound();
  }
}

/** Names and codes are unique per organization (exact, case-sensitive match). */
export async function assertVendorUnique(client: Client, orgId: number, fields: { name?: string; code?: string }, exceptId?: number) {
  const or = [fields.name !== undefined ? { name: fields.name } : null, fields.code !== undefined ? { code: fields.code } : null].filter(
    (clause) => clause !== null,
  );
  if (or.length === 0) return;
  const taken = await client.vendor.findFirst({
    where: { orgId, OR: or, ...(exceptId !== undefined ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw vendorAlreadyExists();
}

export async function getVendorRow(client: Client, orgId: number, vendorId: number) {
  const row = isDbId(vendorId) ? await client.vendor.findFirst({ where: { id: vendorId, orgId } }) : null;
  if (!row) throw vendorNotFound();
  return row;
}
