import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import type { AuditEntryView } from "@/lib/audit/find-audit-entries.ts";
import { formatZonedIso } from "@/lib/time/zoned-time.ts";
import { requestIdColumn } from "./request-id-column.tsx";
import styles from "./audit.module.css";

type Change = { before: unknown; after: unknown } | "changed";

const show = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

function ChangeList({ changes }: { changes: unknown }) {
  const entries = changes && typeof changes === "object" ? Object.entries(changes as Record<string, Change>) : [];
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <dl className={styles.changes}>
      {entries.map(([field, change]) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>
            {change === "changed" ? "changed (secret, not shown)" : `${show(change.before)} → ${show(change.after)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The columns, times shown in the organization's zone. */
const columnsIn = (timeZone: string): Column<AuditEntryView>[] => [
  { key: "seq", header: "#", rowHeader: true, cell: (entry) => entry.seq },
  { key: "at", header: "Time", cell: (entry) => formatZonedIso(entry.at, timeZone) },
  { key: "actor", header: "Actor", cell: (entry) => entry.actor || <span className="muted">(anonymous)</span> },
  {
    key: "entity",
    header: "Entity",
    cell: (entry) => `${entry.entity}${entry.entityId !== null ? ` #${entry.entityId}` : ""}`,
  },
  { key: "action", header: "Action", cell: (entry) => entry.action },
  { key: "changes", header: "Changes", cell: (entry) => <ChangeList changes={entry.changes} /> },
  requestIdColumn(),
];

export function AuditTable({ entries, timeZone }: { entries: AuditEntryView[]; timeZone: string }) {
  return (
    <DataTable
      caption="Audit entries, newest first"
      columns={columnsIn(timeZone)}
      rows={entries}
      empty="No audit entries match these filters."
    />
  );
}
