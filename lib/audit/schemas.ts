import { z } from "zod";
import { queryInt } from "../validation/query-int.ts";
import { AUDIT_ENTITIES } from "./audit-entities.ts";

// Client-safe (zod only): shared by GET /v2/audit and the console's /audit filters (and the security
// events' own, lib/security-events/schemas.ts).

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .optional()
    .transform((text) => text || undefined);
export const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx) => {
    if (!text) return undefined;
    const at = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(text) ? new Date(text) : new Date(NaN);
    if (Number.isNaN(at.getTime()))
      return (ctx.addIssue({ code: "custom", message: "must be an ISO 8601 date or date-time" }), z.NEVER);
    return at;
  });

/** A listing's period and page, as both audit listings take them. */
export const periodPageFields = {
  from: optionalDate,
  to: optionalDate,
  limit: queryInt(1, 100, 20),
  offset: queryInt(0, 1_000_000, 0),
};

export function periodInOrder(query: { from?: Date; to?: Date }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to)
    ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
}

export const findAuditQuerySchema = z
  .object({
    entity: z.preprocess((value) => (value === "" ? undefined : value), z.enum(AUDIT_ENTITIES).optional()),
    entityId: optionalText(64),
    actor: optionalText(200),
    ...periodPageFields,
  })
  .strict()
  .superRefine(periodInOrder);
export type FindAuditQuery = z.output<typeof findAuditQuerySchema>;
