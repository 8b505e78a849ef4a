import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";

export interface PointsAward {
  orgId: number;
  customerId: number;
  programId: number;
  points: Prisma.Decimal;
  pointsType: string;
  expiryType: "fixed" | "rolling";
  expiresAt: Date;
  requestId: number;
}

/** Credits one lot of points; a zero award writes nothing. Returns the lot id, or null. */
export async function awardPoints(tx: Tx, award: PointsAward): Promise<number | null> {
  if (award.points.lte(0)) return null;
  const amount = award.points.toString();
  const lot = await tx.pointsLot.create({
    data: {
      orgId: award.orgId,
      customerId: award.customerId,
      programId: award.programId,
      points: amount,
      remaining: amount,
      pointsType: award.pointsType,
      expiryType: award.expiryType,
      expiresAt: award.expiresAt,
      requestId: award.requestId,
    },
    select: { id: true },
  });
  return lot.id;
}

/** The organization's default program, which approvals credit. */
export async function getDefaultProgram(tx: Tx, orgId: number) {
  const org = await tx.organization.findUnique({ where: { id: orgId }, select: { defaultProgramId: true } });
  if (!org?.defaultProgramId) return null;
  return tx.program.findFirst({ where: { id: org.defaultProgramId, orgId } });
}
