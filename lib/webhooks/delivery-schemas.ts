import { z } from "zod";
import { queryInt } from "../validation/query-int.ts";
import { DELIVERY_PAGE } from "./webhook-limits.ts";
import { DELIVERY_STATUSES } from "./webhook-view.ts";

// Client-safe (zod only): the query of GET /v2/webhooks/{id}/deliveries, shared with the console.

export const deliveryListQuerySchema = z
  .object({
    status: z.enum(DELIVERY_STATUSES, { error: "status must be PENDING, DELIVERED or FAILED" }).optional(),
    cursor: z
      .string()
      .max(40, "cursor: not a cursor this list returned")
      .optional()
      .transform((text) => text || undefined),
    limit: queryInt(1, DELIVERY_PAGE.max, DELIVERY_PAGE.default),
  })
  .strict();
export type DeliveryListQuery = z.output<typeof deliveryListQuerySchema>;
