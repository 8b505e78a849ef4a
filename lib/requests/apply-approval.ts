import type { Tx } from "../db/client.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { lockCustomerInOrg } from "../customers/find-customer.ts";
import { recordTransaction } from "../transactions/record-transaction.ts";
import { applyGoodwillCoupon, applyGoodwillPoints } from "./apply-goodwill.ts";
import { applyIdentifierChange, IDENTIFIER_BY_BASE_TYPE, type IdentifierBaseType } from "./apply-identifier-change.ts";
import { applyMerge } from "./apply-merge.ts";
import { invalidRequestBaseType, mergeCustomerNotFound, transactionNotFound } from "./errors.ts";
import { transactionRequestSchema } from "./schemas.ts";

export interface ApprovalOptions {
  /** GOODWILL POINTS: the approver may grant a different amount than requested. */
  points?: string;
  /** GOODWILL COUPON: the approver may name the series. */
  seriesId?: number;
  at: Date;
}

export interface ApprovalEffects {
  approvedValue?: string;
  assocId?: string;
  oldValue?: string;
}

/** What approving a request does to the data; runs inside the approval's transaction. */
export async function applyApproval(tx: Tx, request: RequestRow, options: ApprovalOptions): Promise<ApprovalEffects> {
  const target = { orgId: request.orgId, customerId: request.customerId, requestId: request.id, at: options.at };
  const key = `${request.type}/${request.baseType}`;
  if (key === "TRANSACTION/REGULAR_TXN_ADD") {
    await lockCustomerInOrg(tx, request.orgId, request.customerId);
    const input = transactionRequestSchema.parse({ type: request.type, baseType: request.baseType, ...JSON.parse(request.payload) });
    const recorded = await recordTransaction(tx, target, input.transaction ?? {}, options.at);
    return { approvedValue: recorded.points, assocId: String(recorded.transactionId) };
  }
  if (key === "CHANGE_IDENTIFIER/MERGE") {
    if (request.survivorId === null) throw mergeCustomerNotFound();
    await applyMerge(tx, { orgId: request.orgId, victimId: request.customerId, survivorId: request.survivorId, at: options.at });
    return {};
  }
  if (request.type === "CHANGE_IDENTIFIER" && request.baseType in IDENTIFIER_BY_BASE_TYPE) {
    return applyIdentifierChange(tx, { ...target, baseType: request.baseType as IdentifierBaseType, newValue: request.newValue ?? "" });
  }
  if (key === "GOODWILL/POINTS") return applyGoodwillPoints(tx, target, options.points ?? request.requestedPoints?.toString() ?? null);
  if (key === "GOODWILL/COUPON") return applyGoodwillCoupon(tx, target, options.seriesId ?? request.seriesId);
  if (key === "TRANSACTION_UPDATE/RETRO") return retroAssign(tx, request);
  throw invalidRequestBaseType();
}

/** RETRO tags an existing transaction of the organization to the request's customer. */
async function retroAssign(tx: Tx, request: RequestRow): Promise<ApprovalEffects> {
  await lockCustomerInOrg(tx, request.orgId, request.customerId);
  const transactionId = Number(request.assocId);
  const { count } = await tx.transaction.updateMany({
    where: { id: Number.isSafeInteger(transactionId) ? transactionId : -1, orgId: request.orgId },
    data: { customerId: request.customerId },
  });
  if (count !== 1) throw transactionNotFound();
  return { assocId: request.assocId ?? undefined };
}
