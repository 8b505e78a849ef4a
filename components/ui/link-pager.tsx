import Link from "next/link";
import type { MouseEvent, ReactNode } from "react";
import styles from "./ui.module.css";

interface Props {
  /** The navigation's accessible name, e.g. "Audit pages". */
  label: string;
  /** 0-based. */
  page: number;
  /** How many pages there are; omitted when only `hasNext` is known. */
  pages?: number;
  hasNext?: boolean;
  href: (page: number) => string;
  /** A list kept in client state moves there itself; the link still works opened in a new tab. */
  onNavigate?: (page: number) => void;
  /** After "Page n of m", e.g. "(12 groups)". */
  summary?: ReactNode;
  /** Beside the pager: a loading sign or an error. */
  children?: ReactNode;
}

/** Previous and next as links (every page's place is a URL), with where the reader is. */
export function LinkPager({ label, page, pages, hasNext, href, onNavigate, summary, children }: Props) {
  const next = pages === undefined ? !!hasNext : page + 1 < pages;
  // Only a client list passes onNavigate; a server page must hand Link no function.
  const follow = (target: number) =>
    onNavigate &&
    ((event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(target);
    });
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 0 && (
        <Link href={href(page - 1)} onClick={follow(page - 1)} rel="prev">
          Previous page
        </Link>
      )}
      <span>
        Page {page + 1}
        {pages !== undefined && ` of ${pages}`}
        {summary && <> {summary}</>}
      </span>
      {next && (
        <Link href={href(page + 1)} onClick={follow(page + 1)} rel="next">
          Next page
        </Link>
      )}
      {children}
    </nav>
  );
}
