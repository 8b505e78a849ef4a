import "server-only";
import type { z } from "zod";
import type { readListingSearch } from "@/components/audit/listing-search.ts";

type ListingSearch = Pick<ReturnType<typeof readListingSearch>, "query" | "pageCount">;

export type ListingPage<P> = { ok: true; page: P; pages: number } | { ok: false; problem: string };

/**
 * An audit listing's page under the filters its URL sets, read by its GET route's schema; or, when the
 * filters are not understood, what is wrong with each of them.
 */
export async function findListingPage<S extends z.ZodType, P extends { total: number }>(
  search: ListingSearch,
  schema: S,
  find: (query: z.output<S>) => Promise<P>,
): Promise<ListingPage<P>> {
  const parsed = schema.safeParse(search.query);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "filter"}: ${issue.message}`);
    return { ok: false, problem: problems.join("; ") };
  }
  const page = await find(parsed.data);
  return { ok: true, page, pages: search.pageCount(page.total) };
}
