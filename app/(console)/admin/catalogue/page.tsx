import type { Metadata } from "next";
import Link from "next/link";
import { AdminViews } from "@/components/admin/admin-views.tsx";
import { CatalogueAddForm } from "@/components/admin/catalogue/catalogue-add-form.tsx";
import { CATALOGUE_KIND_VIEWS, catalogueKindView } from "@/components/admin/catalogue/catalogue-kinds.ts";
import { CatalogueTable } from "@/components/admin/catalogue/catalogue-table.tsx";
import styles from "@/components/admin/admin.module.css";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { loadCataloguePage } from "@/lib/admin/catalogue/load-catalogue-page.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { queryInt } from "@/lib/validation/query-int.ts";
import { ListFilters } from "@/app/(console)/list-filters.tsx";

export const metadata: Metadata = { title: "Catalogue" };

const PAGE_SIZE = 50;
// A hand-edited page number or filter falls back to the first page and every entry.
const pageParam = queryInt(0, 10_000, 0).catch(0);
const STATUSES = { all: undefined, active: true, inactive: false } as const;
type Status = keyof typeof STATUSES;
const CATALOGUE_STATUSES = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Deactivated" },
] satisfies { value: Status; label: string }[];

type Params = { kind?: string | string[]; q?: string | string[]; status?: string | string[]; page?: string | string[] };
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function Page({ searchParams }: { searchParams: Promise<Params> }) {
  const principal = await requirePageAccess(sectionAccess("/admin"));
  const params = await searchParams;
  const kind = catalogueKindView(one(params.kind));
  const q = one(params.q)?.trim().slice(0, 100) || undefined;
  const status: Status = (Object.keys(STATUSES) as Status[]).find((s) => s === one(params.status)) ?? "all";
  const pageNumber = pageParam.parse(one(params.page));
  const page = await loadCataloguePage(principal, kind.slug, {
    q,
    active: STATUSES[status],
    limit: PAGE_SIZE,
    offset: pageNumber * PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / PAGE_SIZE));
  const href = (n: number) =>
    `/admin/catalogue?${new URLSearchParams({ kind: kind.slug, ...(q ? { q } : {}), status, page: String(n) })}`;
  const filtered = q !== undefined || status !== "all";

  return (
    <>
      <AdminViews current="/admin/catalogue" />
      <PageHeader
        title="Catalogue"
        description="What the organization's operations name: programs, brands, product dictionaries, coupon series, org units and labels. What is in use can only be deactivated."
      />
      <nav aria-label="Catalogue sections" className={styles.kinds}>
        {CATALOGUE_KIND_VIEWS.map((view) => (
          <Link
            key={view.slug}
            href={`/admin/catalogue?kind=${view.slug}`}
            aria-current={view.slug === kind.slug ? "page" : undefined}
          >
            {view.label}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading">{kind.label}</h2>
        <p className="muted">{kind.summary}</p>
        <CatalogueAddForm key={kind.slug} slug={kind.slug} />
        <ListFilters
          action="/admin/catalogue"
          label={`Search ${kind.label}`}
          idPrefix="catalogue"
          className={styles.toolbar}
          search={{ name: "q", label: "Search", value: q, maxLength: 100 }}
          choice={{ name: "status", label: "Status", value: status, options: CATALOGUE_STATUSES }}
          submit="Show"
        >
          <input type="hidden" name="kind" value={kind.slug} />
        </ListFilters>
        <CatalogueTable
          slug={kind.slug}
          items={page?.items ?? []}
          empty={
            filtered
              ? `No ${kind.label.toLowerCase()} match this search.`
              : `No ${kind.label.toLowerCase()} yet: add the first one above.`
          }
        />
        {pages > 1 && <LinkPager label={`${kind.label} pages`} page={pageNumber} pages={pages} href={href} />}
      </section>
    </>
  );
}
