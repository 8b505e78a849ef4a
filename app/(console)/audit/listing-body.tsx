import type { ReactNode } from "react";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import type { ListingPage } from "./listing-page.ts";

interface Props<P> {
  listing: ListingPage<P>;
  /** The section's id; its heading's is this and "-heading". */
  id: string;
  /** How many rows the filters find, as the heading says it. */
  heading: (page: P) => string;
  pager: { label: string; page: number; href: (page: number) => string };
  /** The page's rows as a table. */
  children: (page: P) => ReactNode;
}

/** An audit listing under its filters: what is wrong with them, or the counted rows and the pager. */
export function ListingBody<P>({ listing, id, heading, pager, children }: Props<P>) {
  if (!listing.ok)
    return (
      <p role="alert" className="form-error">
        {listing.problem}
      </p>
    );
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading(listing.page)}</h2>
      {children(listing.page)}
      {listing.pages > 1 && <LinkPager label={pager.label} page={pager.page} pages={listing.pages} href={pager.href} />}
    </section>
  );
}
