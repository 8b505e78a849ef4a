import "server-only";
import { assertReadAccess, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";

export interface ProgramBalance {
  programId: number;
  programName: string;
  points: number;
}

/**
 * The customer's unexpired, unconsumed points in each program of the caller's organization (zero where
 * there are none), default program first. The customer is expected to be one the caller may see.
 */
export async function findPointsBalances(
  principal: Principal,
  customerId: number,
  now = new Date(),
): Promise<ProgramBalance[]> {
  assertReadAccess(principal, "points.read");
  const [programs, sums] = await Promise.all([
    db.program.findMany({
      where: { orgId: principal.orgId },
      orderBy: [{ isDefault: "desc" }, { id: "asc" }],
      select: { id: true, name: true },
    }),
    db.pointsLot.groupBy({
      by: ["programId"],
      where: { customerId, orgId: principal.orgId, open: true, expiresAt: { gt: now } },
      _sum: { remaining: true },
    }),
  ]);
  const byProgram = new Map(sums.map((sum) => [sum.programId, Number((sum._sum.remaining ?? 0).toString())]));
  return programs.map((program) => ({
    programId: program.id,
    programName: program.name,
    points: byProgram.get(program.id) ?? 0,
  }));
}
