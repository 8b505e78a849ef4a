import { ViewTabs } from "@/components/ui/view-tabs.tsx";
import styles from "./admin.module.css";

export const ADMIN_VIEWS = [
  { href: "/admin/users", label: "Users", summary: "Who signs in, their access groups and status." },
  { href: "/admin/api-clients", label: "API clients", summary: "Keys of the systems that call the API." },
  { href: "/admin/webhooks", label: "Webhooks", summary: "Endpoints the organization's events are sent to." },
  { href: "/admin/settings", label: "Settings", summary: "Approval policy, auto-approval, time zone." },
  { href: "/admin/catalogue", label: "Catalogue", summary: "Programs, brands, dictionaries, series, units." },
] as const;

export type AdminView = (typeof ADMIN_VIEWS)[number]["href"];

/** The Admin section's pages, as tabs at the top of each. */
export function AdminViews({ current }: { current?: AdminView }) {
  return <ViewTabs label="Administration" className={styles.views} views={ADMIN_VIEWS} current={current} />;
}
