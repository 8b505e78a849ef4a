import type { Metadata } from "next";
import Link from "next/link";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/console/navigation.ts";
import { searchCustomers } from "@/lib/customers/search-customers.ts";
import { CustomerTable } from "@/components/customers/customer-table.tsx";

export const metadata: Metadata = { title: "Customers" };

const PAGE_SIZE = 20;

export default async function Page({ searchParams }: { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> }) {
  const principal = await requirePageAccess(sectionAccess("/customers"));
  const params = await searchParams;
  const q = (typeof params.q === "string" ? params.q : "").trim();
  const pageNumber = Math.max(0, Math.min(10_000, Number.parseInt(typeof params.page === "string" ? params.page : "0", 10) || 0));
  const result = q ? await searchCustomers(principal, q, { limit: PAGE_SIZE, offset: pageNumber * PAGE_SIZE }) : null;
  const hasNext = result !== null && (pageNumber + 1) * PAGE_SIZE < result.total;

  return (
    <>
      <h1>Customers</h1>
      <form role="search" method="get" action="/customers" className="panel">
        <div className="field">
          <label htmlFor="customer-search">Mobile, email, external id, card number, customer id or name</label>
          <input id="customer-search" name="q" type="search" defaultValue={q} maxLength={100} aria-describedby="customer-search-hint" />
          <span id="customer-search-hint" className="muted">Identifiers match exactly; names match any part, ignoring case.</span>
        </div>
        <button className="button" type="submit">Search</button>
      </form>
      {result && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">
            {result.total === 0 && result.customers.length === 0 ? `No customer matches “${q}”` : `Customers matching “${q}”`}
          </h2>
          {result.customers.length > 0 && <CustomerTable customers={result.customers} />}
          <nav aria-label="Result pages">
            {pageNumber > 0 && <Link href={`/customers?q=${encodeURIComponent(q)}&page=${pageNumber - 1}`}>Previous page</Link>}{" "}
            {hasNext && <Link href={`/customers?q=${encodeURIComponent(q)}&page=${pageNumber + 1}`}>Next page</Link>}
          </nav>
        </section>
      )}
    </>
  );
}
