import "server-only";
import type { Db, Tx } from "../db/client.ts";
import { brandNotFound, vendorAlreadyExists, vendorNotFound } from "../errors/catalogue.ts";
import { isRowId } from "../validation/id-param.ts";

type Client = Db | Tx;

/**
 * Another organization's brand is as unknown as a missing one; so is a deactivated brand for a vendor
 * being placed in it (`activeOnly`), while its existing vendors stay readable.
 */
export async function assertBrandInOrg(
  client: Client,
  orgId: number,
  brandId: number,
  options: { activeOnly?: boolean } = {},
): Promise<void> {
  const where = { id: brandId, orgId, ...(options.activeOnly ? { active: true } : {}) };
  if (!isRowId(brandId) || !(await client.brand.findFirst({ where, select: { id: true } }))) {
    throw brandNotFound();
  }
}

/** Names and codes are unique per organization (exact, case-sensitive match). */
export async function assertVendorUnique(
  client: Client,
  orgId: number,
  fields: { name?: string; code?: string },
  exceptId?: number,
) {
  const or = [
    fields.name !== undefined ? { name: fields.name } : null,
    fields.code !== undefined ? { code: fields.code } : null,
  ].filter((clause) => clause !== null);
  if (or.length === 0) return;
  const taken = await client.vendor.findFirst({
    where: { orgId, OR: or, ...(exceptId !== undefined ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw vendorAlreadyExists();
}

export async function getVendorRow(client: Client, orgId: number, vendorId: number) {
  const row = isRowId(vendorId) ? await client.vendor.findFirst({ where: { id: vendorId, orgId } }) : null;
  if (!row) throw vendorNotFound();
  return row;
}
