import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isRowId } from "../validation/id-param.ts";

export interface CustomerRequest {
  id: number;
  type: string;
  baseType: string;
  status: string;
  createdAt: Date;
  /** How the customer takes part: the subject of the request, or a merge's victim or survivor. */
  role: "customer" | "victim" | "survivor";
}

/** The organization's latest requests about one customer, newest first, including merges it survives. */
export async function findCustomerRequests(
  principal: Principal,
  customerId: number,
  limit = 50,
): Promise<CustomerRequest[]> {
  if (!isRowId(customerId)) return [];
  const rows = await db.request.findMany({
    where: { orgId: principal.orgId, OR: [{ customerId }, { survivorId: customerId }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, type: true, baseType: true, status: true, createdAt: true, customerId: true },
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    baseType: row.baseType,
    status: row.status,
    createdAt: row.createdAt,
    role: row.baseType === "MERGE" ? (row.customerId === customerId ? "victim" : "survivor") : "customer",
  }));
}
