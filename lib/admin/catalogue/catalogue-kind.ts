import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import type { AuditEntity } from "../../audit/audit-entities.ts";
import type { FieldValues } from "../../audit/audit-changes.ts";
import { recordAudit, type AuditEvent } from "../../audit/store/audit-chain.ts";
import type { Principal } from "../../auth/principal.ts";
import { db, type Tx } from "../../db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/prisma-errors.ts";
import { retryOnConflict } from "../../db/retry-on-conflict.ts";
import type { DomainError } from "../../errors/domain-error.ts";
import { catalogueEntryInUse, catalogueEntryNotFound, catalogueNameTaken } from "../../errors/catalogue.ts";
import { isRowId } from "../../validation/id-param.ts";
import type { AdminPage } from "../admin-list.ts";
import type { CatalogueListQuery } from "./schemas.ts";
import { findCataloguePage, findClash } from "../store/find-catalogue-page.ts";
import type { CatalogueTable } from "../store/catalogue-tables.ts";
import { lockOrganization } from "../../orgs/store/lock-organization.ts";

export interface CatalogueRow {
  id: number;
  orgId: number;
  active: boolean;
}

/** A column whose value is unique in the organization (and kind); clashes are found without letter case. */
export interface UniqueColumn<Input> {
  column: string;
  valueOf: (input: Input) => string | undefined;
  /** Labels keep the original's exact, case-sensitive names; the other kinds are matched without case. */
  exact?: boolean;
}

/** What one kind of catalogue entry is made of; `defineCatalogueKind` turns it into the operations. */
export interface CatalogueKindSpec<Row extends CatalogueRow, Create, Update extends { active?: boolean }> {
  table: CatalogueTable;
  entity: AuditEntity;
  noun: string;
  /** The dictionary kind the rows carry, for DictionaryEntry. */
  kind?: string;
  nameOf: (row: Row) => string;
  unique: UniqueColumn<Create | Update>[];
  /** The error a taken unique value answers (labels keep 33002). */
  taken?: (value: string) => DomainError;
  findRows: (tx: Tx, orgId: number, ids: number[]) => Promise<Row[]>;
  insert: (tx: Tx, orgId: number, input: Create) => Promise<Row>;
  /** Applies the change; may refuse it (a default program deactivated) or carry it to the rows naming the entry. */
  update: (tx: Tx, row: Row, input: Update) => Promise<Row>;
  remove: (tx: Tx, row: Row) => Promise<void>;
  /** What still refers to the entry ("3 vendors"), or null when nothing does and it may be deleted. */
  usage: (tx: Tx, row: Row) => Promise<string | null>;
  /** The audit snapshot of a row. */
  fields: (row: Row) => FieldValues;
}

export interface CatalogueKind<Row extends CatalogueRow, Create, Update> {
  noun: string;
  list(principal: Principal, query: CatalogueListQuery): Promise<AdminPage<Row>>;
  create(principal: Principal, input: Create): Promise<Row>;
  update(principal: Principal, id: number, input: Update): Promise<Row>;
  remove(principal: Principal, id: number): Promise<Row>;
}

/** Runs of a create or change that a concurrent one's unique value or assigned id can fail. */
const UNIQUE_ATTEMPTS = 3;

/** "1 vendor", "3 vendors": the usage counts the in-use refusal names. */
export const countOf = (count: number, noun: string, plural = `${noun}s`) => `${count} ${count === 1 ? noun : plural}`;

/** The non-zero counts joined ("2 products and 1 coupon"), or null when all are zero. */
export function usageOf(parts: [count: number, noun: string, plural?: string][]): string | null {
  const used = parts.filter(([count]) => count > 0).map(([count, noun, plural]) => countOf(count, noun, plural));
  return used.length === 0 ? null : used.join(" and ");
}

export function defineCatalogueKind<Row extends CatalogueRow, Create, Update extends { active?: boolean }>(
  spec: CatalogueKindSpec<Row, Create, Update>,
): CatalogueKind<Row, Create, Update> {
  const notFound = (id: number) => catalogueEntryNotFound(spec.noun, Number.isNaN(id) ? "given" : String(id));
  const taken = (value: string) => (spec.taken ? spec.taken(value) : catalogueNameTaken(spec.noun, value));

  // Another organization's row, or one of another dictionary kind, is as unknown as a missing one.
  async function load(tx: Tx, orgId: number, id: number): Promise<Row> {
    const [row] = isRowId(id) ? await spec.findRows(tx, orgId, [id]) : [];
    if (!row) throw notFound(id);
    return row;
  }

  async function assertUnique(tx: Tx, orgId: number, input: Create | Update, exceptId?: number) {
    for (const unique of spec.unique) {
      const value = unique.valueOf(input);
      if (value === undefined) continue;
      const clash = await findClash(tx, spec.table, orgId, unique.column, value, {
        kind: spec.kind,
        exceptId,
        exact: unique.exact,
      });
      if (clash !== null) throw taken(value);
    }
  }

  // One transaction with its audit entry. A unique violation is a concurrent create that took the same
  // value or the same assigned id: run again, which then finds the clash or the next free id.
  async function write<T>(
    input: Create | Update,
    valueForError: (input: Create | Update) => string,
    work: (tx: Tx) => Promise<T>,
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await retryOnConflict(() => db.$transaction(work));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= UNIQUE_ATTEMPTS) throw taken(valueForError(input));
      }
    }
  }
  const audit = (tx: Tx, principal: Principal, event: Omit<AuditEvent, "entity">) =>
    recordAudit(tx, actorOf(principal), { entity: spec.entity, ...event });
  const firstUniqueValue = (input: Create | Update) =>
    spec.unique.map((unique) => unique.valueOf(input)).find((value) => value !== undefined) ?? "";

  return {
    noun: spec.noun,

    async list(principal, query) {
      const page = await findCataloguePage(db, spec.table, principal.orgId, { ...query, kind: spec.kind });
      const rows =
        page.ids.length === 0 ? [] : await db.$transaction((tx) => spec.findRows(tx, principal.orgId, page.ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { items: page.ids.map((id) => byId.get(id)).filter((row) => row !== undefined), total: page.total };
    },

    create: (principal, input) =>
      write(input, firstUniqueValue, async (tx) => {
        // Names are unique without letter case, which no index enforces: creations and renames take turns.
        await lockOrganization(tx, principal.orgId);
        await assertUnique(tx, principal.orgId, input);
        const row = await spec.insert(tx, principal.orgId, input);
        await audit(tx, principal, { entityId: row.id, action: "create", after: spec.fields(row) });
        return row;
      }),

    update: (principal, id, input) =>
      write(input, firstUniqueValue, async (tx) => {
        await lockOrganization(tx, principal.orgId);
        const before = await load(tx, principal.orgId, id);
        await assertUnique(tx, principal.orgId, input, before.id);
        const after = await spec.update(tx, before, input);
        const action =
          input.active === false && before.active
            ? "deactivate"
            : input.active && !before.active
              ? "reactivate"
              : "update";
        await audit(tx, principal, {
          entityId: after.id,
          action,
          before: spec.fields(before),
          after: spec.fields(after),
        });
        return after;
      }),

    remove: (principal, id) =>
      retryOnConflict(() =>
        db.$transaction(async (tx) => {
          await lockOrganization(tx, principal.orgId);
          const row = await load(tx, principal.orgId, id);
          const usage = await spec.usage(tx, row);
          if (usage !== null) throw catalogueEntryInUse(spec.noun, spec.nameOf(row), usage);
          await spec.remove(tx, row);
          await audit(tx, principal, { entityId: row.id, action: "delete", before: spec.fields(row) });
          return row;
        }),
      ).catch((error: unknown) => {
        // Something began to use the entry between the count and the delete (a vendor, a product).
        if (isForeignKeyViolation(error)) throw catalogueEntryInUse(spec.noun, `#${id}`, "a new reference");
        throw error;
      }),
  };
}
