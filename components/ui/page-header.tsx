import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import styles from "./ui.module.css";

interface Props {
  title: React.ReactNode;
  description?: React.ReactNode;
  breadcrumbs?: Crumb[];
  /** Page-level actions (a "New request" menu, an export), shown beside the title. */
  actions?: React.ReactNode;
}

export function PageHeader({ title, description, breadcrumbs, actions }: Props) {
  return (
    <header className={styles.pageHeader}>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      <div className={styles.titleRow}>
        <h1>{title}</h1>
        {actions && <div className={styles.headerActions}>{actions}</div>}
      </div>
      {description && <p className="muted">{description}</p>}
    </header>
  );
}
