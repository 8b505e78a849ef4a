import { LinkMenu } from "@/components/ui/link-menu.tsx";

/** The makers' entry points; on a customer's page the forms open with that customer filled in. */
export function NewRequestMenu({ customerId }: { customerId?: number }) {
  const forCustomer = (path: string, param: string) =>
    customerId === undefined ? path : `${path}?${param}=${customerId}`;
  const items = [
    { href: forCustomer("/requests/new/goodwill", "customer"), label: "Goodwill points or coupon" },
    { href: forCustomer("/requests/new/transaction", "customer"), label: "Missing transaction" },
    {
      href: forCustomer("/requests/new/merge", "victim"),
      label: customerId === undefined ? "Customer merge" : "Merge this customer into another",
    },
    ...(customerId === undefined
      ? []
      : [{ href: forCustomer("/requests/new/merge", "survivor"), label: "Merge another customer into this one" }]),
  ];
  return <LinkMenu label="New request" items={items} />;
}
