import "server-only";
import type { Tx } from "../../../db/client.ts";
import { defaultProgramKept } from "../../../errors/catalogue.ts";
import { defineCatalogueKind, usageOf } from "../catalogue-kind.ts";
import type { CreateProgramInput, UpdateProgramInput } from "../schemas.ts";

export interface ProgramEntry {
  id: number;
  orgId: number;
  name: string;
  active: boolean;
  /** The organization's default program, which goodwill approvals credit. */
  isDefault: boolean;
  earnRate: string | null;
  earnPointsType: string | null;
  earnExpiryType: string | null;
  earnExpiryDays: number | null;
}

async function findPrograms(tx: Tx, orgId: number, ids: number[]): Promise<ProgramEntry[]> {
  const [rows, org] = await Promise.all([
    tx.program.findMany({ where: { orgId, id: { in: ids } } }),
    tx.organization.findUnique({ where: { id: orgId }, select: { defaultProgramId: true } }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    active: row.active,
    isDefault: org?.defaultProgramId === row.id,
    earnRate: row.earnRate === null ? null : row.earnRate.toString(),
    earnPointsType: row.earnPointsType,
    earnExpiryType: row.earnExpiryType,
    earnExpiryDays: row.earnExpiryDays,
  }));
}

const reread = async (tx: Tx, orgId: number, id: number) => (await findPrograms(tx, orgId, [id]))[0];

/** A program that earns gets the usual earning rule's parts unless the admin names them. */
const EARN_DEFAULTS = { earnPointsType: "bill_regular", earnExpiryType: "rolling", earnExpiryDays: 365 } as const;

export const programs = defineCatalogueKind<ProgramEntry, CreateProgramInput, UpdateProgramInput>({
  table: "Program",
  entity: "program",
  noun: "program",
  nameOf: (row) => row.name,
  unique: [{ column: "name", valueOf: (input) => input.name }],
  findRows: findPrograms,
  insert: async (tx, orgId, input) => {
    const earns = input.earnRate !== undefined && input.earnRate !== null;
    const created = await tx.program.create({
      data: {
        orgId,
        name: input.name,
        earnRate: input.earnRate ?? null,
        earnPointsType: input.earnPointsType ?? (earns ? EARN_DEFAULTS.earnPointsType : null),
        earnExpiryType: input.earnExpiryType ?? (earns ? EARN_DEFAULTS.earnExpiryType : null),
        earnExpiryDays: input.earnExpiryDays ?? (earns ? EARN_DEFAULTS.earnExpiryDays : null),
      },
    });
    return reread(tx, orgId, created.id);
  },
  update: async (tx, row, input) => {
    // Approvals credit the default program: it stays active while it is the default.
    if (input.active === false && row.isDefault) throw defaultProgramKept(row.name);
    await tx.program.update({ where: { id: row.id }, data: input });
    return reread(tx, row.orgId, row.id);
  },
  remove: async (tx, row) => {
    await tx.program.delete({ where: { id: row.id } });
  },
  usage: async (tx, row) => {
    const lots = await tx.pointsLot.count({ where: { programId: row.id } });
    const usage = usageOf([[lots, "points lot"]]);
    if (row.isDefault) return usage ? `the default program setting and ${usage}` : "the default program setting";
    return usage;
  },
  fields: (row) => ({
    name: row.name,
    active: row.active,
    earnRate: row.earnRate,
    earnPointsType: row.earnPointsType,
    earnExpiryType: row.earnExpiryType,
    earnExpiryDays: row.earnExpiryDays,
  }),
});
