import "server-only";
import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { awardPoints, getDefaultProgram, type PointsAward } from "../points/store/award-points.ts";
import { addDays, startOfLocalDay } from "../time/server-time.ts";
import type { TransactionDetails } from "./transaction-details.ts";

export interface RecordedTransaction {
  transactionId: number;
  points: string;
  lotId: number | null;
  /** The lot credited, for the approval's points.credited event; null when it earned nothing. */
  credit: Pick<PointsAward, "points" | "pointsType" | "expiryType" | "expiresAt"> | null;
}

/**
 * Records the transaction of an approved request and credits the default program per its earning rule
 * (billAmount × earnRate, expiring earnExpiryDays after the billing date). Runs inside the approval.
 */
export async function recordTransaction(
  tx: Tx,
  target: { orgId: number; customerId: number; requestId: number },
  details: TransactionDetails,
  approvedAt: Date,
): Promise<RecordedTransaction> {
  const billingDate = details.billingDate ? new Date(details.billingDate) : approvedAt;
  const billAmount = new Prisma.Decimal(details.billAmount ?? "0");
  const transaction = await tx.transaction.create({
    data: {
      orgId: target.orgId,
      customerId: target.customerId,
      requestId: target.requestId,
      type: details.type ?? "REGULAR",
      billNumber: details.billNumber ?? null,
      billingDate,
      billAmount: billAmount.toString(),
      grossAmount: details.grossAmount ?? null,
      discount: details.discount ?? null,
      note: details.note ?? null,
      deliveryStatus: details.deliveryStatus ?? null,
      details: JSON.stringify({
        lineItemsV2: details.lineItemsV2 ?? [],
        paymentModes: details.paymentModes ?? [],
        customFields: details.customFields ?? {},
        images: details.images ?? [],
      }),
    },
    select: { id: true },
  });

  const program = await getDefaultProgram(tx, target.orgId);
  if (!program?.earnRate || !program.earnPointsType)
    return { transactionId: transaction.id, points: "0", lotId: null, credit: null };
  const points = billAmount.mul(new Prisma.Decimal(program.earnRate.toString()));
  const award: PointsAward = {
    ...target,
    programId: program.id,
    points,
    pointsType: program.earnPointsType,
    expiryType: program.earnExpiryType === "fixed" ? "fixed" : "rolling",
    expiresAt: startOfLocalDay(addDays(billingDate, program.earnExpiryDays ?? 365)),
  };
  const lotId = await awardPoints(tx, award);
  return {
    transactionId: transaction.id,
    points: lotId ? points.toString() : "0",
    lotId,
    credit: lotId === null ? null : award,
  };
}
