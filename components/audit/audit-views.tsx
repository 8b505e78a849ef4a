import Link from "next/link";
import styles from "./audit.module.css";

const VIEWS = [
  { href: "/audit", label: "Changes" },
  { href: "/audit/security", label: "Security events" },
] as const;

/** The audit log's two lists: changes of state (the hash chain) and security events (their own table). */
export function AuditViews({ current }: { current: (typeof VIEWS)[number]["href"] }) {
  return (
    <nav aria-label="Audit log views" className={styles.views}>
      {VIEWS.map((view) => (
        <Link key={view.href} href={view.href} aria-current={view.href === current ? "page" : undefined}>
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
