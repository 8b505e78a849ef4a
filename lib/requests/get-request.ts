import "server-only";
import type { Principal } from "../auth/principal.ts";
import { customerSummarySelect, withMergeState } from "../customers/customer-summary.ts";
import { db } from "../db/client.ts";
import { loadActors } from "./store/load-actors.ts";
import { requestNotFoundV2 } from "../errors/catalogue.ts";
import { isRowId } from "../validation/id-param.ts";

/** One request of the organization with its full history of state changes (9050 otherwise). */
export async function getRequest(principal: Principal, id: number) {
  const request = await db.request.findFirst({
    where: { id: isRowId(id) ? id : -1, orgId: principal.orgId },
    include: {
      events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      customer: { select: customerSummarySelect(principal.orgId) },
      survivor: { select: customerSummarySelect(principal.orgId) },
    },
  });
  if (!request) throw requestNotFoundV2();
  const actors = await loadActors(db, [
    request.createdById,
    request.updatedById,
    ...request.events.map((e) => e.actorId),
  ]);
  return {
    ...request,
    customer: withMergeState(request.customer),
    survivor: request.survivor && withMergeState(request.survivor),
    createdBy: actors.get(request.createdById) ?? null,
    updatedBy: request.updatedById ? (actors.get(request.updatedById) ?? null) : null,
    events: request.events.map((event) => ({ ...event, actor: actors.get(event.actorId) ?? null })),
  };
}
export type RequestDetail = Awaited<ReturnType<typeof getRequest>>;
