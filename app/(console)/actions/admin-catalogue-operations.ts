import "server-only";
import { z } from "zod";
import type { CatalogueKind, CatalogueRow } from "@/lib/admin/catalogue/catalogue-kind.ts";
import { brands } from "@/lib/admin/catalogue/kinds/brands.ts";
import { couponSeries } from "@/lib/admin/catalogue/kinds/coupon-series.ts";
import { dictionaryEntriesOrNotFound } from "@/lib/admin/catalogue/kinds/dictionary-entries.ts";
import { labels } from "@/lib/admin/catalogue/kinds/labels.ts";
import { orgUnits } from "@/lib/admin/catalogue/kinds/org-units.ts";
import { programs } from "@/lib/admin/catalogue/kinds/programs.ts";
import {
  renderBrand,
  renderCouponSeries,
  renderDictionaryEntry,
  renderLabel,
  renderOrgUnit,
  renderProgram,
} from "@/lib/admin/catalogue/render-catalogue.ts";
import { CATALOGUE_DICTIONARY_KINDS, CATALOGUE_SCHEMAS } from "@/lib/admin/catalogue/schemas.ts";
import { catalogueKindNotFound } from "@/lib/errors/catalogue.ts";
import { ADMIN_WITH_BODY } from "./admin-access.ts";
import { NO_INPUT, type ConsoleOperation } from "./console-action.ts";

// The /v2/admin catalogue routes' operations (lib/api/admin-catalogue-routes.ts): admin only, 4 KiB, the
// kind's shared schemas; each answers the entry as the route renders it.

/** An entry as the catalogue table shows it (every kind's rendering has these). */
export interface CatalogueEntryView {
  id: number;
  active: boolean;
}

export interface CatalogueOperations {
  create: ConsoleOperation<z.ZodType, CatalogueEntryView>;
  update: ConsoleOperation<z.ZodType, CatalogueEntryView>;
  remove: ConsoleOperation<typeof NO_INPUT, CatalogueEntryView>;
}

function operationsOf<Row extends CatalogueRow, C, U>(
  kind: CatalogueKind<Row, C, U>,
  schemas: { create: z.ZodType<C>; update: z.ZodType<U> },
  render: (row: Row) => CatalogueEntryView,
): CatalogueOperations {
  return {
    create: {
      ...ADMIN_WITH_BODY,
      schema: schemas.create,
      run: async (principal, input) => render(await kind.create(principal, input as C)),
    },
    update: {
      ...ADMIN_WITH_BODY,
      schema: schemas.update,
      run: async (principal, input, id) => render(await kind.update(principal, id, input as U)),
    },
    remove: {
      ...ADMIN_WITH_BODY,
      schema: NO_INPUT,
      run: async (principal, _input, id) => render(await kind.remove(principal, id)),
    },
  };
}

/** By the console's section slug (components/admin/catalogue/catalogue-kinds.ts); dictionaries by their kind. */
const OPERATIONS = new Map<string, CatalogueOperations>([
  ["programs", operationsOf(programs, CATALOGUE_SCHEMAS.programs, renderProgram)],
  ["brands", operationsOf(brands, CATALOGUE_SCHEMAS.named, renderBrand)],
  ["coupon-series", operationsOf(couponSeries, CATALOGUE_SCHEMAS.couponSeries, renderCouponSeries)],
  ["org-units", operationsOf(orgUnits, CATALOGUE_SCHEMAS.orgUnits, renderOrgUnit)],
  ["labels", operationsOf(labels, CATALOGUE_SCHEMAS.named, renderLabel)],
  ...CATALOGUE_DICTIONARY_KINDS.map(
    (kind) =>
      [
        kind,
        operationsOf(dictionaryEntriesOrNotFound(kind), CATALOGUE_SCHEMAS.dictionary, renderDictionaryEntry),
      ] as const,
  ),
]);

/** An unknown section: refused as the dictionary routes refuse an unknown kind, once the caller is let in. */
function unknownKind(slug: string): CatalogueOperations {
  const refuse = async (): Promise<never> => {
    throw catalogueKindNotFound(String(slug).slice(0, 40));
  };
  return {
    create: { ...ADMIN_WITH_BODY, schema: z.unknown(), run: refuse },
    update: { ...ADMIN_WITH_BODY, schema: z.unknown(), run: refuse },
    remove: { ...ADMIN_WITH_BODY, schema: NO_INPUT, run: refuse },
  };
}

/** The operations of a catalogue section, by its slug. */
export const catalogueOperations = (slug: string): CatalogueOperations => OPERATIONS.get(slug) ?? unknownKind(slug);

/** Every section's operations, for the parity test. */
export const CATALOGUE_OPERATIONS: ReadonlyMap<string, CatalogueOperations> = OPERATIONS;
