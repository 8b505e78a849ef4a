import { ViewTabs } from "@/components/ui/view-tabs.tsx";
import styles from "./audit.module.css";

const VIEWS = [
  { href: "/audit", label: "Changes" },
  { href: "/audit/security", label: "Security events" },
] as const;

/** The audit log's two lists: changes of state (the hash chain) and security events (their own table). */
export function AuditViews({ current }: { current: (typeof VIEWS)[number]["href"] }) {
  return <ViewTabs label="Audit log views" className={styles.views} views={VIEWS} current={current} />;
}
