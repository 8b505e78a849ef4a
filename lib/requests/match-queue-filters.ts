import "server-only";
import { db } from "../db/client.ts";
import type { Prisma } from "../db/generated/sqlite/client.ts";
import { addDays, parseLocalDate } from "../time/server-time.ts";
import type { FindRequestsQuery } from "./schemas.ts";

/**
 * The queue filters the kept counts do not cover, as a where clause (null when none is given):
 * `requestedBy` a username of the organization (an unknown one matches nothing), and `decidedOn` a day in
 * server time on which requests were approved or rejected (a decided request's last update is its decision).
 */
export async function matchQueueFilters(
  orgId: number,
  { requestedBy, decidedOn }: Pick<FindRequestsQuery, "requestedBy" | "decidedOn">,
): Promise<Prisma.RequestWhereInput | null> {
  const clauses: Prisma.RequestWhereInput[] = [];
  if (requestedBy) {
    const user = await db.user.findFirst({ where: { orgId, username: requestedBy }, select: { id: true } });
    clauses.push({ createdById: user?.id ?? -1 });
  }
  if (decidedOn) {
    const day = parseLocalDate(decidedOn);
    clauses.push(
      day ? { status: { in: ["APPROVED", "REJECTED"] }, updatedAt: { gte: day, lt: addDays(day, 1) } } : { id: -1 },
    );
  }
  return clauses.length ? { AND: clauses } : null;
}
