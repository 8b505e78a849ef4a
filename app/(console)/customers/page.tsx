import type { Metadata } from "next";
import Link from "next/link";
import { CustomerTable } from "@/components/customers/customer-table.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ExpiringCustomerTable } from "@/components/customers/expiring-customer-table.tsx";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { canRead } from "@/lib/auth/principal.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { findConsoleCustomers } from "@/lib/customers/find-console-customers.ts";
import { MIN_SEARCH_LENGTH } from "@/lib/customers/schemas.ts";
import { EXPIRY_WINDOW_DAYS, findExpiringCustomers } from "@/lib/dashboard/find-expiring-customers.ts";
import { FormField } from "@/components/ui/form-field.tsx";

export const metadata: Metadata = { title: "Customers" };

const PAGE_SIZE = 20;
type Search = { q?: string | string[]; page?: string | string[]; expiring?: string | string[] };

export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const principal = await requirePageAccess(sectionAccess("/customers"));
  const params = await searchParams;
  const q = (typeof params.q === "string" ? params.q : "").trim();
  // The home's "points expiring" figure lands here; the window is the home's, whatever the URL says.
  const expiring = !q && params.expiring !== undefined;
  const pageNumber = Math.max(
    0,
    Math.min(10_000, Number.parseInt(typeof params.page === "string" ? params.page : "0", 10) || 0),
  );
  const result = q
    ? await findConsoleCustomers(principal, q, { limit: PAGE_SIZE, offset: pageNumber * PAGE_SIZE })
    : null;
  const soon =
    expiring && canRead(principal, "points.read")
      ? await findExpiringCustomers(principal, new Date(), PAGE_SIZE, pageNumber * PAGE_SIZE)
      : null;

  return (
    <>
      <PageHeader title="Customers" />
      <form role="search" method="get" action="/customers" className="panel">
        <FormField
          id="customer-search"
          label="Mobile, email, external id, card number, customer id or name"
          hint={
            <>
              Identifiers match exactly or by their start; names match any part of {MIN_SEARCH_LENGTH} or more
              characters, ignoring case.
            </>
          }
        >
          {(control) => <input {...control} name="q" type="search" defaultValue={q} maxLength={100} />}
        </FormField>
        <Button type="submit">Search</Button>{" "}
        {canRead(principal, "points.read") && !expiring && (
          <Link href={`/customers?expiring=${EXPIRY_WINDOW_DAYS}`}>
            Points expiring in the next {EXPIRY_WINDOW_DAYS} days
          </Link>
        )}
      </form>
      {result && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">
            {result.customers.length === 0 ? `No customer matches “${q}”` : `Customers matching “${q}”`}
          </h2>
          {result.tooShort && (
            <p className="muted" data-testid="search-too-short">
              Type at least {MIN_SEARCH_LENGTH} characters to search by name or identifier.
            </p>
          )}
          {result.customers.length > 0 && (
            <CustomerTable customers={result.customers} caption={`Customers matching “${q}”`} />
          )}
          <LinkPager
            label="Result pages"
            page={pageNumber}
            hasNext={result.hasNext}
            href={(n) => `/customers?${new URLSearchParams({ q, page: String(n) })}`}
          />
        </section>
      )}
      {expiring && (
        <section aria-labelledby="expiring-heading">
          <h2 id="expiring-heading">Points expiring in the next {EXPIRY_WINDOW_DAYS} days</h2>
          {soon ? (
            <>
              <p data-testid="expiring-summary">
                {soon.more && "At least "}
                {soon.total} {soon.total === 1 ? "customer" : "customers"}, {soon.points} points in all
              </p>
              <ExpiringCustomerTable customers={soon.customers} />
              <LinkPager
                label="Result pages"
                page={pageNumber}
                pages={Math.max(1, Math.ceil(soon.total / PAGE_SIZE))}
                href={(n) => `/customers?expiring=${EXPIRY_WINDOW_DAYS}&page=${n}`}
              />
            </>
          ) : (
            <p className="muted">Points balances need the points.read access group.</p>
          )}
        </section>
      )}
    </>
  );
}
