import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import type { findExpiringCustomers } from "@/lib/dashboard/find-expiring-customers.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";

type ExpiringCustomer = Awaited<ReturnType<typeof findExpiringCustomers>>["customers"][number];

const columns: Column<ExpiringCustomer>[] = [
  { key: "id", header: "Id", cell: (customer) => customer.id },
  {
    key: "name",
    header: "Name",
    rowHeader: true,
    cell: (customer) => <Link href={`/customers/${customer.id}`}>{customer.name || `Customer ${customer.id}`}</Link>,
  },
  { key: "points", header: "Points expiring", cell: (customer) => customer.points },
  {
    key: "first",
    header: "First expiry",
    cell: (customer) => (customer.firstExpiry ? formatLocalDate(customer.firstExpiry) : "—"),
  },
];

/** Customers with points expiring soon, the earliest expiry first (what the home counts). */
export function ExpiringCustomerTable({ customers }: { customers: ExpiringCustomer[] }) {
  return (
    <DataTable
      caption="Customers with points expiring soon, earliest expiry first"
      columns={columns}
      rows={customers}
      rowTestIdPrefix="expiring-customer"
      empty="No customer has points expiring in this window."
    />
  );
}
