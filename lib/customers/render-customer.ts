import type { loadCustomerProfile } from "./find-customer.ts";

type Profile = Awaited<ReturnType<typeof loadCustomerProfile>>;

/** The v2 customer resource, as the original's lookup returns it. */
export function renderCustomer(customer: Pick<Profile, "id" | "firstName" | "lastName" | "identifiers">) {
  return {
    id: customer.id,
    profiles: [
      {
        firstName: customer.firstName,
        lastName: customer.lastName,
        identifiers: customer.identifiers.map(({ type, value }) => ({ type, value })),
      },
    ],
    loyaltyInfo: { loyaltyType: "loyalty" },
    warnings: [],
  };
}
