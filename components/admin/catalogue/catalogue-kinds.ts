import type { z } from "zod";
import { CATALOGUE_SCHEMAS } from "@/lib/admin/catalogue/schemas.ts";

// Client-safe: the console's catalogue sections, each one /v2/admin collection (its console actions are
// keyed by the slug) and its shared schemas.

export interface CatalogueField {
  key: string;
  label: string;
  kind?: "text" | "number";
  optional?: boolean;
  hint?: string;
}

export interface CatalogueKindView {
  slug: string;
  label: string;
  /** The singular, as the page's sentences name an entry. */
  noun: string;
  /** The field a rename changes. */
  nameField: string;
  fields: CatalogueField[];
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  summary: string;
}

const named = (slug: string, label: string, noun: string, summary: string): CatalogueKindView => ({
  slug,
  label,
  noun,
  nameField: "name",
  fields: [{ key: "name", label: "Name" }],
  createSchema: CATALOGUE_SCHEMAS.named.create,
  updateSchema: CATALOGUE_SCHEMAS.named.update,
  summary,
});

const dictionary = (kind: string, label: string, extra: CatalogueField[] = []): CatalogueKindView => ({
  slug: kind,
  label,
  noun: `product ${kind}`,
  nameField: "name",
  fields: [{ key: "name", label: "Name" }, ...extra],
  createSchema: CATALOGUE_SCHEMAS.dictionary.create,
  updateSchema: CATALOGUE_SCHEMAS.dictionary.update,
  summary: `The product ${kind} values products may name; matched without letter case.`,
});

export const CATALOGUE_KIND_VIEWS: readonly CatalogueKindView[] = [
  {
    slug: "programs",
    label: "Programs",
    noun: "program",
    nameField: "name",
    fields: [
      { key: "name", label: "Name" },
      {
        key: "earnRate",
        label: "Points per unit spent",
        kind: "number",
        optional: true,
        hint: "Leave empty for a program that earns only through goodwill.",
      },
    ],
    createSchema: CATALOGUE_SCHEMAS.programs.create,
    updateSchema: CATALOGUE_SCHEMAS.programs.update,
    summary: "Points programs; the default program (set in Settings) is what approvals credit.",
  },
  named("brands", "Vendor brands", "vendor brand", "The brands reward vendors belong to."),
  dictionary("brand", "Product brands"),
  dictionary("color", "Colors"),
  dictionary("category", "Categories"),
  dictionary("size", "Sizes", [{ key: "sizeType", label: "Size type", optional: true, hint: "For example apparel." }]),
  dictionary("style", "Styles"),
  {
    slug: "coupon-series",
    label: "Coupon series",
    noun: "coupon series",
    nameField: "description",
    fields: [{ key: "description", label: "Description" }],
    createSchema: CATALOGUE_SCHEMAS.couponSeries.create,
    updateSchema: CATALOGUE_SCHEMAS.couponSeries.update,
    summary: "The series goodwill coupons are issued from.",
  },
  {
    slug: "org-units",
    label: "Org units",
    noun: "org unit",
    nameField: "name",
    fields: [
      { key: "code", label: "Code", hint: "What products send as ou_code." },
      { key: "name", label: "Name" },
    ],
    createSchema: CATALOGUE_SCHEMAS.orgUnits.create,
    updateSchema: CATALOGUE_SCHEMAS.orgUnits.update,
    summary: "Stores and other units products can belong to.",
  },
  named("labels", "Labels", "label", "Customer labels."),
];

export const catalogueKindView = (slug: string | undefined) =>
  CATALOGUE_KIND_VIEWS.find((kind) => kind.slug === slug) ?? CATALOGUE_KIND_VIEWS[0];
