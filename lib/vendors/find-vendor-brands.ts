import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";

export interface VendorBrand {
  id: number;
  name: string;
  active: boolean;
}

/**
 * The organization's brands vendors can belong to, by id (the console's brand choices): the active ones,
 * plus those named in `alsoIds` (a vendor's current brand) or all of them with `includeInactive`.
 */
export async function findVendorBrands(
  principal: Principal,
  options: { includeInactive?: boolean; alsoIds?: number[] } = {},
): Promise<VendorBrand[]> {
  return db.brand.findMany({
    where: {
      orgId: principal.orgId,
      ...(options.includeInactive ? {} : { OR: [{ active: true }, { id: { in: options.alsoIds ?? [] } }] }),
    },
    orderBy: { id: "asc" },
    select: { id: true, name: true, active: true },
  });
}
