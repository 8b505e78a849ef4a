import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";

export interface VendorBrand {
  id: number;
  name: string;
}

/** The organization's brands vendors can belong to, by id (the console's brand choices). */
export async function findVendorBrands(principal: Principal): Promise<VendorBrand[]> {
  return db.brand.findMany({
    where: { orgId: principal.orgId },
    orderBy: { id: "asc" },
    select: { id: true, name: true },
  });
}
