import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import type { CustomerSummary } from "@/lib/customers/customer-summaries.ts";

const nameOf = (customer: { id: number; firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim() || `Customer ${customer.id}`;

const columns: Column<CustomerSummary>[] = [
  { key: "id", header: "Id", cell: (customer) => customer.id },
  {
    key: "name",
    header: "Name",
    rowHeader: true,
    cell: (customer) => <Link href={`/customers/${customer.id}`}>{nameOf(customer)}</Link>,
  },
  {
    key: "identifiers",
    header: "Identifiers",
    cell: (customer) => customer.identifiers.map((identifier) => `${identifier.type}: ${identifier.value}`).join(", "),
  },
];

export function CustomerTable({ customers, caption }: { customers: CustomerSummary[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={customers}
      rowKey={(customer) => customer.id}
      empty="No customer matches."
    />
  );
}
