import { z } from "zod";
import { queryInt } from "../validation/query-int.ts";
import { EVENT_TYPES, type EventType } from "./event-types.ts";

// Client-safe (zod only): the query of GET /v2/events.

/** The types the feed serves: every published type but the test ping, which goes to one subscription only. */
export const FEED_EVENT_TYPES = EVENT_TYPES.filter((type) => type !== "webhook.test");
export const FEED_LIMITS = { default: 100, max: 1000, cursor: 100 } as const;

const known = new Set<string>(FEED_EVENT_TYPES);

export const feedQuerySchema = z
  .object({
    after: z
      .string()
      .max(FEED_LIMITS.cursor, "after: not a cursor this feed returned")
      .optional()
      .transform((text) => text || undefined),
    types: z
      .string()
      .max(2000, "types: at most 2000 characters")
      .optional()
      .transform((text, ctx) => {
        const types = [
          ...new Set(
            (text ?? "")
              .split(",")
              .map((type) => type.trim())
              .filter(Boolean),
          ),
        ];
        const unknown = types.find((type) => !known.has(type));
        if (unknown !== undefined) {
          ctx.addIssue({ code: "custom", message: `unknown event type ${unknown.slice(0, 60)}` });
          return z.NEVER;
        }
        return types as EventType[];
      }),
    limit: queryInt(1, FEED_LIMITS.max, FEED_LIMITS.default),
  })
  .strict();
export type FeedQuery = z.output<typeof feedQuerySchema>;
