import Link from "next/link";
import type { MergeSuccessor } from "@/lib/customers/find-merge-successor.ts";

/** What a merged-away customer's page shows instead of a profile: where the customer went. */
export function MergedCustomer({ customerId, successor }: { customerId: number; successor: MergeSuccessor }) {
  return (
    <>
      <h1>Customer {customerId} was merged</h1>
      <section className="panel" aria-label="Merged customer">
        <p>
          This customer was merged into{" "}
          <Link href={`/customers/${successor.id}`}>
            {successor.name} (#{successor.id})
          </Link>
          . Their points, labels and identifiers now belong to that customer.
        </p>
      </section>
    </>
  );
}
