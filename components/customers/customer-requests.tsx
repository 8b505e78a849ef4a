import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";

interface Row {
  id: number;
  type: string;
  baseType: string;
  status: string;
  createdAt: string;
  role: "customer" | "victim" | "survivor";
}

const ROLE_WORDS = { customer: "Customer", victim: "Victim (removed)", survivor: "Survivor (kept)" } as const;

const COLUMNS: Column<Row>[] = [
  { key: "id", header: "Request", cell: (request) => <Link href={`/requests/${request.id}`}>#{request.id}</Link> },
  { key: "type", header: "Type", cell: (request) => `${request.type} / ${request.baseType}` },
  { key: "status", header: "Status", cell: (request) => request.status },
  { key: "role", header: "Role of the customer", cell: (request) => ROLE_WORDS[request.role] },
  { key: "createdAt", header: "Added on", cell: (request) => request.createdAt },
];

/** createdAt is already rendered in the server time zone. */
export function CustomerRequests({ requests }: { requests: Row[] }) {
  if (requests.length === 0) return <p className="muted">No requests concern this customer.</p>;
  return (
    <DataTable
      caption="Requests concerning this customer"
      columns={COLUMNS}
      rows={requests}
      empty="No requests concern this customer."
    />
  );
}
