import { db } from "@/lib/db/client.ts";

/** Creates a customer registered in the demo organization 100 with one mobile number; answers its id. */
export async function createMobileCustomer(mobile: string, firstName: string): Promise<number> {
  const customer = await db.customer.create({
    data: {
      firstName,
      registrations: { create: { orgId: 100 } },
      identifiers: { create: { orgId: 100, type: "mobile", value: mobile } },
    },
  });
  return customer.id;
}
