import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { getProductDictionaries } from "./get-product-dictionaries.ts";
import type { ProductContext } from "./validate-product-item.ts";

/** Active dictionaries, the OU setting and active org units, read once for a whole batch. */
export async function loadProductContext(principal: Principal): Promise<ProductContext> {
  const org = await db.organization.findUniqueOrThrow({
    where: { id: principal.orgId },
    select: { ouLevelProducts: true },
  });
  const units = org.ouLevelProducts
    ? await db.orgUnit.findMany({ where: { orgId: principal.orgId, active: true }, select: { id: true, code: true } })
    : [];
  return {
    dictionaries: await getProductDictionaries(principal),
    ouLevelProducts: org.ouLevelProducts,
    orgUnits: new Map(units.map((unit) => [unit.code.toLowerCase(), unit])),
  };
}
