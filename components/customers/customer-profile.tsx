import type { renderCustomer } from "@/lib/customers/render-customer.ts";

export type CustomerResource = ReturnType<typeof renderCustomer>;

const IDENTIFIER_NAMES: Record<string, string> = {
  mobile: "Mobile",
  email: "Email",
  externalId: "External id",
  cardnumber: "Card number",
  cardExternalId: "Card external id",
};

/** The profile and identifiers of a customer as the lookup API returns them. */
export function CustomerProfile({ customer }: { customer: CustomerResource }) {
  const profile = customer.profiles[0];
  return (
    <section className="panel" aria-label="Profile">
      <dl>
        <dt>Customer id</dt>
        <dd>{customer.id}</dd>
        <dt>Name</dt>
        <dd>{`${profile?.firstName ?? ""} ${profile?.lastName ?? ""}`.trim() || "—"}</dd>
        {profile?.identifiers.map((identifier) => (
          <div key={identifier.type}>
            <dt>{IDENTIFIER_NAMES[identifier.type] ?? identifier.type}</dt>
            <dd>{identifier.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
