import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";

/** The programs a default may be set to: the organization's active ones, and the current default whatever it is. */
export async function findProgramChoices(
  principal: Principal,
  currentDefault: number | null,
): Promise<{ id: number; name: string }[]> {
  return db.program.findMany({
    where: { orgId: principal.orgId, OR: [{ active: true }, ...(currentDefault ? [{ id: currentDefault }] : [])] },
    orderBy: { id: "asc" },
    select: { id: true, name: true },
  });
}
