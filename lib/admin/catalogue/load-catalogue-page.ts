import "server-only";
import type { Principal } from "../../auth/principal.ts";
import type { AdminPage } from "../admin-list.ts";
import type { CatalogueRow } from "./catalogue-kind.ts";
import type { CatalogueItem } from "./catalogue-item.ts";
import { brands } from "./kinds/brands.ts";
import { couponSeries } from "./kinds/coupon-series.ts";
import { dictionaryEntries } from "./kinds/dictionary-entries.ts";
import { labels } from "./kinds/labels.ts";
import { orgUnits } from "./kinds/org-units.ts";
import { programs } from "./kinds/programs.ts";
import type { CatalogueListQuery } from "./schemas.ts";

type Loader = (principal: Principal, query: CatalogueListQuery) => Promise<AdminPage<CatalogueItem>>;

const plain = (row: CatalogueRow & { name: string }): CatalogueItem => ({
  id: row.id,
  name: row.name,
  detail: null,
  active: row.active,
  isDefault: false,
});

async function mapped<R>(page: Promise<AdminPage<R>>, toItem: (row: R) => CatalogueItem) {
  const { items, total } = await page;
  return { items: items.map(toItem), total };
}

/** The console page's loaders by section slug (components/admin/catalogue/catalogue-kinds.ts). */
const LOADERS: Record<string, Loader> = {
  programs: (p, q) =>
    mapped(programs.list(p, q), (row) => ({
      ...plain(row),
      isDefault: row.isDefault,
      detail: row.earnRate === null ? "earns no points" : `${row.earnRate} points per unit spent`,
    })),
  brands: (p, q) => mapped(brands.list(p, q), (row) => ({ ...plain(row), detail: `brandId ${row.id}` })),
  "coupon-series": (p, q) =>
    mapped(couponSeries.list(p, q), (row) => ({
      ...plain({ ...row, name: row.description }),
      detail: `series ${row.id}`,
    })),
  "org-units": (p, q) => mapped(orgUnits.list(p, q), (row) => ({ ...plain(row), detail: `code ${row.code}` })),
  labels: (p, q) => mapped(labels.list(p, q), plain),
};

/** One page of a catalogue section for the console, or null for a slug that names none. */
export function loadCataloguePage(
  principal: Principal,
  slug: string,
  query: CatalogueListQuery,
): Promise<AdminPage<CatalogueItem>> | null {
  const loader = LOADERS[slug];
  if (loader) return loader(principal, query);
  const dictionary = dictionaryEntries(slug);
  if (!dictionary) return null;
  return mapped(dictionary.list(principal, query), (row) => ({
    ...plain(row),
    detail: row.sizeType ? `size type ${row.sizeType}` : null,
  }));
}
