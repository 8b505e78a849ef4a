import { db } from "@/lib/db/client.ts";
import { callRoute, type CallOptions } from "./call-route.ts";

// The users that admin tests act on: their ids, and the actions of POST /v2/admin/users/{id}/<action>.

export const userIdOf = async (username: string) => (await db.user.findUniqueOrThrow({ where: { username } })).id;

/** Calls the handler of POST /v2/admin/users/{id}/<action>, as demo.admin unless `options` name another caller. */
export const postUserAction = (
  handler: unknown,
  action: string,
  id: number | string,
  options: Pick<CallOptions, "auth" | "headers" | "rawBody"> = {},
) =>
  callRoute(handler, {
    method: "POST",
    path: `/v2/admin/users/${id}/${action}`,
    auth: "demo.admin",
    params: { id: String(id) },
    ...options,
  });
