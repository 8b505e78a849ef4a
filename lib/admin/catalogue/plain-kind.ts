import "server-only";
import type { Tx } from "../../db/client.ts";
import {
  defineCatalogueKind,
  type CatalogueKind,
  type CatalogueKindSpec,
  type CatalogueRow,
} from "./catalogue-kind.ts";

/** The Prisma model of a kind whose rows are found by organization and id, changed as given and deleted by id. */
interface PlainModel<Row, Update> {
  findMany(args: { where: { orgId: number; id: { in: number[] } } }): Promise<Row[]>;
  update(args: { where: { id: number }; data: Update }): Promise<Row>;
  delete(args: { where: { id: number } }): Promise<unknown>;
}

/** A kind kept in one plain model and named by one of its columns (brands, coupon series, org units, labels). */
interface PlainKindSpec<Row extends CatalogueRow, Create, Update extends { active?: boolean }> extends Pick<
  CatalogueKindSpec<Row, Create, Update>,
  "table" | "entity" | "noun" | "taken" | "insert" | "usage"
> {
  /** The column that names an entry: unique in the organization (and what a refusal names). */
  nameColumn: keyof Row & string;
  /** Labels keep the original's exact, case-sensitive names; the other kinds are matched without case. */
  exact?: boolean;
  /** The columns an audit entry records beside `active`. */
  audited: readonly (keyof Row & string)[];
  model: (tx: Tx) => PlainModel<Row, Update>;
}

export function definePlainKind<Row extends CatalogueRow, Create, Update extends { active?: boolean }>({
  nameColumn,
  exact,
  audited,
  model,
  ...spec
}: PlainKindSpec<Row, Create, Update>): CatalogueKind<Row, Create, Update> {
  return defineCatalogueKind<Row, Create, Update>({
    ...spec,
    nameOf: (row) => String(row[nameColumn]),
    unique: [{ column: nameColumn, valueOf: (input) => (input as Partial<Record<string, string>>)[nameColumn], exact }],
    findRows: (tx, orgId, ids) => model(tx).findMany({ where: { orgId, id: { in: ids } } }),
    update: (tx, row, input) => model(tx).update({ where: { id: row.id }, data: input }),
    remove: async (tx, row) => {
      await model(tx).delete({ where: { id: row.id } });
    },
    fields: (row) => ({ ...Object.fromEntries(audited.map((column) => [column, row[column]])), active: row.active }),
  });
}
