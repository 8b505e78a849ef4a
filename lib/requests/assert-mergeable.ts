import "server-only";
import type { AnyTx } from "../db/transaction-types.ts";
import { readMergePartyStates } from "./store/merge-party-states.ts";
import {
  mergeCustomerNotFound,
  survivorAlreadyMerged,
  survivorMergePending,
  victimAlreadyMerged,
  victimMergePending,
} from "../errors/catalogue.ts";

/**
 * Refuses a new merge of two customers of the organization when either was merged away already (9027 the
 * victim, 9023 the survivor) or takes part, on either side, in a PENDING merge there (9018, 9026), in that
 * order. The caller holds both registration rows (holdRegistrations), so a concurrent creation or approval
 * involving either customer has either committed, and is seen here, or waits for this transaction.
 */
export async function assertMergeable(tx: AnyTx, orgId: number, victimId: number, survivorId: number): Promise<void> {
  const states = await readMergePartyStates(tx, orgId, [victimId, survivorId]);
  const victim = states.find((state) => state.customerId === victimId);
  const survivor = states.find((state) => state.customerId === survivorId);
  if (!victim || !survivor) throw mergeCustomerNotFound();
  if (victim.merged) throw victimAlreadyMerged();
  if (survivor.merged) throw survivorAlreadyMerged();
  if (victim.pendingMergeId !== null) throw victimMergePending();
  if (survivor.pendingMergeId !== null) throw survivorMergePending();
}
