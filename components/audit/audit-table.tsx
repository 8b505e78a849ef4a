import type { AuditEntryView } from "@/lib/audit/find-audit-entries.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";
import styles from "./audit.module.css";

type Change = { before: unknown; after: unknown } | "changed";

const show = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));

function ChangeList({ changes }: { changes: unknown }) {
  const entries = changes && typeof changes === "object" ? Object.entries(changes as Record<string, Change>) : [];
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <dl className={styles.changes}>
      {entries.map(([field, change]) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>{change === "changed" ? "changed (secret, not shown)" : `${show(change.before)} → ${show(change.after)}`}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p className="panel">No audit entries match these filters.</p>;
  return (
    <div className="table-scroll">
      <table>
        <caption className="visually-hidden">Audit entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Time</th>
            <th scope="col">Actor</th>
            <th scope="col">Entity</th>
            <th scope="col">Action</th>
            <th scope="col">Changes</th>
            <th scope="col">Request id</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.seq}</td>
              <td>{formatLocalIso(entry.at)}</td>
              <td>{entry.actor || <span className="muted">(anonymous)</span>}</td>
              <td>
                {entry.entity}
                {entry.entityId !== null && ` #${entry.entityId}`}
              </td>
              <td>{entry.action}</td>
              <td>
                <ChangeList changes={entry.changes} />
              </td>
              <td className={styles.requestId}>{entry.requestId ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
