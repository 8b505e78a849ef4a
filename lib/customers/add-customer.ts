import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { customerCreatedEvent } from "../events/payloads/customer.ts";
import { publishEvents } from "../events/store/outbox-store.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import type { AddCustomerInput } from "./schemas.ts";
import { duplicateIdentifier } from "../errors/catalogue.ts";

/** Registers a new customer in the caller's organization; a taken identifier refuses the whole call. */
export async function addCustomer(principal: Principal, input: AddCustomerInput) {
  const profile = input.profiles[0];
  const taken = await db.customerIdentifier.findFirst({
    where: { orgId: principal.orgId, OR: profile.identifiers.map(({ type, value }) => ({ type, value })) },
  });
  if (taken) throw duplicateIdentifier(taken.type, taken.value);
  try {
    return await db.$transaction(async (tx) => {
      const customer = await tx.customer.create({
        data: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          registrations: { create: { orgId: principal.orgId } },
        },
      });
      await tx.customerIdentifier.createMany({
        data: profile.identifiers.map(({ type, value }) => ({
          orgId: principal.orgId,
          customerId: customer.id,
          type,
          value,
        })),
      });
      await recordAudit(tx, actorOf(principal), {
        entity: "customer",
        entityId: customer.id,
        action: "create",
        after: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          identifiers: profile.identifiers.map(({ type, value }) => `${type}:${value}`),
        },
      });
      await publishEvents(tx, principal.orgId, [
        customerCreatedEvent({
          ...customer,
          identifiers: profile.identifiers.map(({ type, value }) => ({ type, value })),
        }),
      ]);
      return customer;
    });
  } catch (error) {
    // A concurrent registration took the identifier between the check and the insert.
    if (isUniqueViolation(error))
      throw duplicateIdentifier(profile.identifiers[0].type, "(one of the given identifiers)");
    throw error;
  }
}
