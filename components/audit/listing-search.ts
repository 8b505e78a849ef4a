export type Search = Record<string, string | string[] | undefined>;

export const LISTING_PAGE_SIZE = 25;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What an audit listing page reads from its URL: the filters it shows, the page number, the input its
 * query schema parses (a "to" date means through the end of that day) and the link to another page.
 */
export function readListingSearch<K extends string>(params: Search, fields: readonly K[], path: string) {
  const values = Object.fromEntries(fields.map((field) => [field, first(params[field])])) as Record<
    K,
    string | undefined
  >;
  const pageNumber = Math.max(0, Number.parseInt(first(params.page) ?? "0", 10) || 0);
  const to = (values as Record<string, string | undefined>).to;
  const toEndOfDay = to && /^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999` : to;
  const query = {
    ...Object.fromEntries(Object.entries({ ...values, to: toEndOfDay }).filter(([, v]) => v !== undefined)),
    limit: LISTING_PAGE_SIZE,
    offset: Math.min(pageNumber, 40_000) * LISTING_PAGE_SIZE,
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Record<string, string>;
  const pageHref = (n: number) => `${path}?${new URLSearchParams({ ...set, page: String(n) })}`;
  const pageCount = (total: number) => Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  return { values, pageNumber, query, pageHref, pageCount };
}
