import Link from "next/link";

interface Props<Href extends string> {
  /** Names the navigation for assistive technology. */
  label: string;
  className: string;
  views: readonly { href: Href; label: string }[];
  current?: Href;
}

/** A section's pages as tabs at the top of each, the current one marked. */
export function ViewTabs<Href extends string>({ label, className, views, current }: Props<Href>) {
  return (
    <nav aria-label={label} className={className}>
      {views.map((view) => (
        <Link key={view.href} href={view.href} aria-current={view.href === current ? "page" : undefined}>
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
