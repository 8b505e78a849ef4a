import type { BrandEntry } from "./kinds/brands.ts";
import type { CouponSeriesEntry } from "./kinds/coupon-series.ts";
import type { DictionaryEntryRow } from "./kinds/dictionary-entries.ts";
import type { LabelEntry } from "./kinds/labels.ts";
import type { OrgUnitEntry } from "./kinds/org-units.ts";
import type { ProgramEntry } from "./kinds/programs.ts";

// The /v2/admin catalogue answers' item shapes; the console lists read the same.

export const renderProgram = (row: ProgramEntry) => ({
  id: row.id,
  name: row.name,
  active: row.active,
  isDefault: row.isDefault,
  earnRate: row.earnRate === null ? null : Number(row.earnRate),
  earnPointsType: row.earnPointsType,
  earnExpiryType: row.earnExpiryType,
  earnExpiryDays: row.earnExpiryDays,
});
export const renderBrand = (row: BrandEntry) => ({ id: row.id, name: row.name, active: row.active });
export const renderDictionaryEntry = (row: DictionaryEntryRow) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  sizeType: row.sizeType,
  active: row.active,
});
export const renderCouponSeries = (row: CouponSeriesEntry) => ({
  id: row.id,
  description: row.description,
  active: row.active,
});
export const renderOrgUnit = (row: OrgUnitEntry) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  active: row.active,
});
export const renderLabel = (row: LabelEntry) => ({ id: row.id, name: row.name, active: row.active });

export type ProgramView = ReturnType<typeof renderProgram>;
export type BrandView = ReturnType<typeof renderBrand>;
export type DictionaryEntryView = ReturnType<typeof renderDictionaryEntry>;
export type CouponSeriesView = ReturnType<typeof renderCouponSeries>;
export type OrgUnitView = ReturnType<typeof renderOrgUnit>;
export type LabelView = ReturnType<typeof renderLabel>;
