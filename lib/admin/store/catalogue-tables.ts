import { Prisma } from "../../db/generated/sqlite/client.ts";

// The catalogue's tables and their searchable columns, the only names these statements put in their text.
export const CATALOGUE_TABLES = {
  Program: { search: ["name"], order: "name" },
  Brand: { search: ["name"], order: "name" },
  DictionaryEntry: { search: ["name"], order: "name" },
  CouponSeries: { search: ["description"], order: "description" },
  OrgUnit: { search: ["code", "name"], order: "code" },
  Label: { search: ["name"], order: "name" },
} as const;
export type CatalogueTable = keyof typeof CATALOGUE_TABLES;

export const quoted = (name: string) => Prisma.raw(`"${name}"`);

/** The rows of one organization (and one dictionary kind) a catalogue statement is about. */
export function scopeSql(table: CatalogueTable, orgId: number, kind?: string): Prisma.Sql {
  const base = Prisma.sql`FROM ${quoted(table)} WHERE "orgId" = ${orgId}`;
  return kind === undefined ? base : Prisma.sql`${base} AND "kind" = ${kind}`;
}
