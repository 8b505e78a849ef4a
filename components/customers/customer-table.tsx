import Link from "next/link";
import type { CustomerSummary } from "@/lib/customers/find-customers-by-name.ts";

export function CustomerTable({ customers }: { customers: CustomerSummary[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
          <th scope="col">Identifiers</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <td>{customer.id}</td>
            <td>
              <Link href={`/customers/${customer.id}`}>{`${customer.firstName} ${customer.lastName}`.trim() || `Customer ${customer.id}`}</Link>
            </td>
            <td>{customer.identifiers.map((identifier) => `${identifier.type}: ${identifier.value}`).join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
