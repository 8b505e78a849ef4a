import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import type { SecurityEventView } from "@/lib/security-events/find-security-events.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";
import styles from "./audit.module.css";

const detailText = (details: unknown) =>
  details && typeof details === "object" && Object.keys(details).length > 0
    ? Object.entries(details as Record<string, unknown>)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(", ")
    : "—";

const columns: Column<SecurityEventView>[] = [
  { key: "at", header: "Time", rowHeader: true, cell: (event) => formatLocalIso(event.at) },
  { key: "action", header: "Event", cell: (event) => event.action },
  {
    key: "actor",
    header: "Name tried",
    cell: (event) => <span className={styles.requestId}>{event.actor || "(none)"}</span>,
  },
  { key: "path", header: "Path", cell: (event) => event.path },
  { key: "ip", header: "IP", cell: (event) => event.ip },
  { key: "details", header: "Details", cell: (event) => detailText(event.details) },
  {
    key: "requestId",
    header: "Request id",
    cell: (event) => <span className={styles.requestId}>{event.requestId ?? "—"}</span>,
  },
];

export function SecurityEventTable({ events }: { events: SecurityEventView[] }) {
  return (
    <DataTable
      caption="Security events, newest first"
      columns={columns}
      rows={events}
      rowKey={(event) => event.id}
      empty="No security events match these filters."
    />
  );
}
