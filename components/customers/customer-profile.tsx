import type { renderCustomer } from "@/lib/customers/render-customer.ts";
import type { ProgramBalance } from "@/lib/points/find-points-balances.ts";
import styles from "./customer-profile.module.css";

export type CustomerResource = ReturnType<typeof renderCustomer>;

const IDENTIFIER_NAMES: Record<string, string> = {
  mobile: "Mobile",
  email: "Email",
  externalId: "External id",
  cardnumber: "Card number",
  cardExternalId: "Card external id",
};

interface CustomerProfileProps {
  customer: CustomerResource;
  /** Null when the viewer may not read points. */
  balances: ProgramBalance[] | null;
}

/** Who the customer is and the points they hold in each program (labels have their own panel, which edits them). */
export function CustomerProfile({ customer, balances }: CustomerProfileProps) {
  const profile = customer.profiles[0];
  return (
    <section className={`panel ${styles.profile}`} aria-label="Profile">
      <dl className={styles.facts}>
        <div>
          <dt>Customer id</dt>
          <dd>{customer.id}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{`${profile?.firstName ?? ""} ${profile?.lastName ?? ""}`.trim() || "—"}</dd>
        </div>
        {profile?.identifiers.map((identifier) => (
          <div key={identifier.type}>
            <dt>{IDENTIFIER_NAMES[identifier.type] ?? identifier.type}</dt>
            <dd>{identifier.value}</dd>
          </div>
        ))}
      </dl>
      {balances && (
        <div className={styles.balances}>
          <h2 id="balances-heading">Points balance</h2>
          <ul aria-labelledby="balances-heading">
            {balances.map((balance) => (
              <li key={balance.programId}>
                <span className={styles.program}>{balance.programName}</span>
                <strong className={styles.points}>{balance.points.toLocaleString("en")} points</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
