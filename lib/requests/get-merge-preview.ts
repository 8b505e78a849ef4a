import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { isDomainError } from "../errors/domain-error.ts";
import { customerSummarySelect, withMergeState } from "../customers/customer-summary.ts";
import { findMergeOrgIds } from "./merge-org-ids.ts";

export interface ProgramPoints {
  programId: number;
  programName: string;
  points: string;
}

export interface MergeSide {
  id: number;
  name: string;
  mergedIntoId: number | null;
  identifiers: { type: string; value: string }[];
  labels: string[];
  points: ProgramPoints[];
}

export interface MergePreview {
  /** The organizations the merge applies in: the reviewer's and, for a connected parent, each child where both are registered. */
  organizations: { id: number; name: string }[];
  victim: MergeSide | null;
  survivor: MergeSide | null;
  /** What the survivor holds once the merge is approved: its own identifiers, the union of labels, the summed points. */
  after: Pick<MergeSide, "identifiers" | "labels" | "points"> | null;
}

/**
 * The two customers of a merge request as they stand now, and the survivor's holdings after approval
 * (the victim's identifiers are deleted, its lots and labels move). Identifiers are the reviewer
 * organization's; labels and points cover every organization the merge applies in, as approval does.
 */
export async function getMergePreview(
  principal: Principal,
  request: { customerId: number; survivorId: number | null },
): Promise<MergePreview> {
  const orgIds = await mergeOrgIds(principal.orgId, request);
  const [victim, survivor, organizations] = await Promise.all([
    loadSide(principal.orgId, orgIds, request.customerId),
    request.survivorId === null ? null : loadSide(principal.orgId, orgIds, request.survivorId),
    db.organization.findMany({
      where: { id: { in: orgIds } },
      select: { id: true, name: true },
      orderBy: { id: "asc" },
    }),
  ]);
  const after = victim && survivor ? combine(victim, survivor) : null;
  return { organizations, victim, survivor, after };
}

/** Where approval would apply the merge; when approval would be refused, the reviewer's organization alone. */
async function mergeOrgIds(
  orgId: number,
  { customerId, survivorId }: { customerId: number; survivorId: number | null },
) {
  if (survivorId === null) return [orgId];
  const orgIds = await findMergeOrgIds(db, { orgId, victimId: customerId, survivorId }).catch((error: unknown) => {
    if (isDomainError(error)) return [orgId];
    throw error;
  });
  return orgIds.length ? orgIds : [orgId];
}

async function loadSide(orgId: number, orgIds: number[], customerId: number): Promise<MergeSide | null> {
  const customer = await db.customer
    .findFirst({
      where: { id: customerId, registrations: { some: { orgId } } },
      select: customerSummarySelect(orgId),
    })
    .then((row) => row && withMergeState(row));
  if (!customer) return null;
  const [identifiers, labels, sums] = await Promise.all([
    db.customerIdentifier.findMany({
      where: { orgId, customerId },
      orderBy: { id: "asc" },
      select: { type: true, value: true },
    }),
    db.customerLabel.findMany({
      where: { customerId, label: { orgId: { in: orgIds } } },
      select: { label: { select: { name: true } } },
      orderBy: { label: { name: "asc" } },
    }),
    db.pointsLot.groupBy({
      by: ["programId"],
      where: { orgId: { in: orgIds }, customerId, open: true },
      _sum: { remaining: true },
    }),
  ]);
  const programs = await db.program.findMany({
    where: { id: { in: sums.map((s) => s.programId) } },
    select: { id: true, name: true },
  });
  const names = new Map(programs.map((p) => [p.id, p.name]));
  return {
    id: customer.id,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    mergedIntoId: customer.mergedIntoId,
    identifiers,
    labels: [...new Set(labels.map((l) => l.label.name))],
    points: sums
      .map((s) => ({
        programId: s.programId,
        programName: names.get(s.programId) ?? String(s.programId),
        points: (s._sum.remaining ?? new Prisma.Decimal(0)).toString(),
      }))
      .sort((a, b) => a.programId - b.programId),
  };
}

function combine(victim: MergeSide, survivor: MergeSide): NonNullable<MergePreview["after"]> {
  const totals = new Map<number, ProgramPoints>();
  for (const entry of [...survivor.points, ...victim.points]) {
    const held = totals.get(entry.programId);
    totals.set(
      entry.programId,
      held ? { ...held, points: new Prisma.Decimal(held.points).plus(entry.points).toString() } : { ...entry },
    );
  }
  return {
    identifiers: survivor.identifiers,
    labels: [...new Set([...survivor.labels, ...victim.labels])].sort(),
    points: [...totals.values()].sort((a, b) => a.programId - b.programId),
  };
}
