import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import type { Principal } from "../auth/principal.ts";
import { lockCustomerInOrg } from "../customers/find-customer.ts";
import { db, type Tx } from "../db/client.ts";
import { labelsChangedEvent } from "../events/payloads/customer.ts";
import { publishEvents } from "../events/store/outbox-store.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import type { ErrorItem } from "../errors/domain-error.ts";
import type { ChangeLabelsInput } from "./schemas.ts";
import { customerNotFound, labelNotFoundWarning, userLabelsNotFoundWarning } from "../errors/catalogue.ts";
import { isRowId } from "../validation/id-param.ts";

export interface LabelChangeResult {
  entity: number;
  warnings: ErrorItem[];
}

/**
 * Attaches and detaches the organization's labels by name, all in one transaction. Unknown names are
 * warnings (33000); removing from a customer without labels is one warning 33001, and removing a label the
 * customer does not carry (while carrying others) is a 33001 naming it. An unknown customer is 8015.
 * Adding a carried label changes nothing and is not a warning.
 */
export async function changeCustomerLabels(
  principal: Principal,
  customerId: number,
  input: ChangeLabelsInput,
): Promise<LabelChangeResult> {
  // PostgreSQL refuses ids beyond its 32-bit integer column instead of finding nothing.
  if (!isRowId(customerId)) throw customerNotFound();
  const add = unique(input.add);
  const remove = unique(input.remove);
  try {
    return await db.$transaction((tx) => applyChange(tx, principal, customerId, add, remove));
  } catch (error) {
    // A concurrent call attached the same label first: the state it wanted is there, so run once more.
    if (!isUniqueViolation(error)) throw error;
    return db.$transaction((tx) => applyChange(tx, principal, customerId, add, remove));
  }
}

async function applyChange(
  tx: Tx,
  principal: Principal,
  customerId: number,
  add: string[],
  remove: string[],
): Promise<LabelChangeResult> {
  const orgId = principal.orgId;
  const customer = await lockCustomerInOrg(tx, orgId, customerId);
  const labels = await tx.label.findMany({
    where: { orgId, name: { in: [...add, ...remove] } },
    select: { id: true, name: true, active: true },
  });
  const idOf = new Map(labels.map((label) => [label.name, label.id]));
  // A deactivated label can still be removed, but is not added: to an adding caller it is unknown.
  const addable = new Map(labels.filter((label) => label.active).map((label) => [label.name, label.id]));
  const carried = new Set(
    (
      await tx.customerLabel.findMany({
        where: { customerId: customer.id, label: { orgId } },
        select: { labelId: true },
      })
    ).map((row) => row.labelId),
  );

  const warnings = [...add.filter((name) => !addable.has(name)), ...remove.filter((name) => !idOf.has(name))].map(
    labelNotFoundWarning,
  );
  warnings.push(...notCarriedWarnings(remove, idOf, carried));

  const toAttach = add
    .map((name) => addable.get(name))
    .filter((id): id is number => id !== undefined && !carried.has(id));
  const toDetach = remove
    .map((name) => idOf.get(name))
    .filter((id): id is number => id !== undefined && carried.has(id));
  if (toAttach.length > 0)
    await tx.customerLabel.createMany({ data: toAttach.map((labelId) => ({ customerId: customer.id, labelId })) });
  if (toDetach.length > 0)
    await tx.customerLabel.deleteMany({ where: { customerId: customer.id, labelId: { in: toDetach } } });
  if (toAttach.length > 0 || toDetach.length > 0)
    await recordLabelChange(tx, principal, customer.id, carried, toAttach, toDetach);
  return { entity: customer.id, warnings };
}

/** The change's audit entry and its labels.changed event, with the labels after it by name. */
async function recordLabelChange(
  tx: Tx,
  principal: Principal,
  customerId: number,
  carried: Set<number>,
  attached: number[],
  detached: number[],
) {
  const after = new Set([...carried, ...attached].filter((id) => !detached.includes(id)));
  const names = await tx.label.findMany({
    where: { id: { in: [...carried, ...attached] } },
    select: { id: true, name: true },
  });
  const namesOf = (ids: Set<number>) =>
    names
      .filter((label) => ids.has(label.id))
      .map((label) => label.name)
      .sort();
  await recordAudit(tx, actorOf(principal), {
    entity: "customer",
    entityId: customerId,
    action: "change-labels",
    before: { labels: namesOf(carried) },
    after: { labels: namesOf(after) },
  });
  await publishEvents(tx, principal.orgId, [labelsChangedEvent(customerId, namesOf(after))]);
}

// The original's single 33001 for a customer without labels stays as it was; it covers every name removed.
function notCarriedWarnings(remove: string[], idOf: Map<string, number>, carried: Set<number>): ErrorItem[] {
  if (remove.length === 0) return [];
  if (carried.size === 0) return [userLabelsNotFoundWarning()];
  return remove
    .filter((name) => idOf.has(name) && !carried.has(idOf.get(name) as number))
    .map((name) => userLabelsNotFoundWarning("named", name));
}

const unique = (items: { labelName: string }[] | undefined) => [
  ...new Set((items ?? []).map((item) => item.labelName)),
];
