import type { Metadata } from "next";
import Link from "next/link";
import { ADMIN_VIEWS } from "@/components/admin/admin-views.tsx";
import styles from "@/components/admin/admin.module.css";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";

export const metadata: Metadata = { title: "Administration" };

export default async function Page() {
  await requirePageAccess(sectionAccess("/admin"));
  return (
    <>
      <h1>Administration</h1>
      <ul className={styles.sections}>
        {ADMIN_VIEWS.map((view) => (
          <li key={view.href}>
            <Link href={view.href}>{view.label}</Link>
            <p className="muted">{view.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
