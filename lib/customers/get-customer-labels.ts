import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { getCustomerInOrg } from "./find-customer.ts";

export async function getCustomerLabels(principal: Principal, customerId: number) {
  await getCustomerInOrg(db, principal.orgId, customerId);
  const rows = await db.customerLabel.findMany({
    where: { customerId, label: { orgId: principal.orgId } },
    include: { label: true },
    orderBy: { label: { name: "asc" } },
  });
  return rows.map((row) => ({ labelId: row.labelId, labelName: row.label.name, addedOn: row.addedAt }));
}
