import "server-only";
import type { z } from "zod";
import { NO_INPUT, type ConsoleOperation } from "./console-action.ts";

// What the /v2/admin routes let in: admins only, with a body limit by whether the route reads a body.

/** A route that reads a JSON body: 4 KiB at most. */
export const ADMIN_WITH_BODY = { access: "admin", maxInputBytes: 4096 } as const;

/** A route that reads no body (a reset, an end of sessions): 1 KiB at most. */
export const ADMIN_WITHOUT_BODY = { access: "admin", maxInputBytes: 1024 } as const;

/** The operation of an admin route that reads a body with this schema. */
export function adminBodyOperation<S extends z.ZodType, T>(
  schema: S,
  run: ConsoleOperation<S, T>["run"],
): ConsoleOperation<S, T> {
  return { ...ADMIN_WITH_BODY, schema, run };
}

/** The operation of an admin route that reads no body, only the row its path names. */
export function adminRowOperation<T>(
  run: ConsoleOperation<typeof NO_INPUT, T>["run"],
): ConsoleOperation<typeof NO_INPUT, T> {
  return { ...ADMIN_WITHOUT_BODY, schema: NO_INPUT, run };
}
