import Link from "next/link";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import styles from "./request-forms.module.css";

export function CustomerCard({ customer, title }: { customer: CustomerResource; title: string }) {
  const profile = customer.profiles[0];
  const name = `${profile?.firstName ?? ""} ${profile?.lastName ?? ""}`.trim() || `Customer ${customer.id}`;
  return (
    <article className={styles.card} aria-label={`${title}: ${name}`}>
      <h3>
        <Link href={`/customers/${customer.id}`}>{name}</Link> <span className="muted">#{customer.id}</span>
      </h3>
      <ul>
        {profile?.identifiers.map((identifier) => (
          <li key={identifier.type}>
            {identifier.type}: {identifier.value}
          </li>
        ))}
      </ul>
    </article>
  );
}
