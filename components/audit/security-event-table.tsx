import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import type { SecurityEventView } from "@/lib/security-events/find-security-events.ts";
import { formatZonedIso } from "@/lib/time/zoned-time.ts";
import { requestIdColumn } from "./request-id-column.tsx";
import styles from "./audit.module.css";

const detailText = (details: unknown) =>
  details && typeof details === "object" && Object.keys(details).length > 0
    ? Object.entries(details as Record<string, unknown>)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(", ")
    : "—";

/** The columns, times shown in the organization's zone. */
const columnsIn = (timeZone: string): Column<SecurityEventView>[] => [
  { key: "at", header: "Time", rowHeader: true, cell: (event) => formatZonedIso(event.at, timeZone) },
  { key: "action", header: "Event", cell: (event) => event.action },
  {
    key: "actor",
    header: "Name tried",
    cell: (event) => <span className={styles.requestId}>{event.actor || "(none)"}</span>,
  },
  { key: "path", header: "Path", cell: (event) => event.path },
  { key: "ip", header: "IP", cell: (event) => event.ip },
  { key: "details", header: "Details", cell: (event) => detailText(event.details) },
  requestIdColumn(),
];

export function SecurityEventTable({ events, timeZone }: { events: SecurityEventView[]; timeZone: string }) {
  return (
    <DataTable
      caption="Security events, newest first"
      columns={columnsIn(timeZone)}
      rows={events}
      empty="No security events match these filters."
    />
  );
}
