import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";

export interface ProgramOption {
  id: number;
  name: string;
  isDefault: boolean;
}

/** The organization's loyalty programs, default first, for the expiry schedule's program choice. */
export async function findOrganizationPrograms(principal: Principal): Promise<ProgramOption[]> {
  return db.program.findMany({
    where: { orgId: principal.orgId },
    orderBy: [{ isDefault: "desc" }, { id: "asc" }],
    select: { id: true, name: true, isDefault: true },
  });
}
