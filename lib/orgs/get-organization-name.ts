import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";

export async function getOrganizationName(principal: Principal): Promise<string> {
  const org = await db.organization.findUnique({ where: { id: principal.orgId }, select: { name: true } });
  return org?.name ?? `Organization ${principal.orgId}`;
}
