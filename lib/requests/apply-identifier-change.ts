import "server-only";
import type { Tx } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import { IDENTIFIER_BY_BASE_TYPE, type IdentifierBaseType } from "./request-kinds.ts";
import { duplicateIdentifier } from "../errors/catalogue.ts";

/**
 * Replaces the customer's identifier of one type; refused when another customer of the org holds the new
 * value. Runs inside the approval, after it locked the customer.
 */
export async function applyIdentifierChange(
  tx: Tx,
  target: { orgId: number; customerId: number; baseType: IdentifierBaseType; newValue: string },
): Promise<{ oldValue: string }> {
  const { orgId, customerId, newValue } = target;
  const type = IDENTIFIER_BY_BASE_TYPE[target.baseType];
  const holder = await tx.customerIdentifier.findUnique({
    where: { orgId_type_value: { orgId, type, value: newValue } },
  });
  if (holder && holder.customerId !== customerId) throw duplicateIdentifier(type, newValue);
  const current = await tx.customerIdentifier.findMany({ where: { orgId, customerId, type }, select: { value: true } });
  if (holder) return { oldValue: current[0]?.value ?? "" };
  await tx.customerIdentifier.deleteMany({ where: { orgId, customerId, type } });
  try {
    await tx.customerIdentifier.create({ data: { orgId, customerId, type, value: newValue } });
  } catch (error) {
    // Another approval took the value after the check; the whole approval rolls back.
    if (isUniqueViolation(error)) throw duplicateIdentifier(type, newValue);
    throw error;
  }
  return { oldValue: current[0]?.value ?? "" };
}
