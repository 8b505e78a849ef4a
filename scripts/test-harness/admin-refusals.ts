import { expect } from "vitest";
import { expectV2Error } from "./admin-users.ts";
import { callRouteRaw, type Auth, type CallOptions, type CallResult } from "./call-route.ts";

// What the /v2/admin routes answer alike: callers who may not use them, bodies they cannot read, a replay.

/** The call is refused without credentials (401) and to a user outside the admin access group (403). */
export async function expectAdminOnly(call: (auth: Auth) => Promise<CallResult>) {
  expectV2Error(await call(null), 401);
  expectV2Error(await call("demo.checker"), 403);
}

/** `again`, sent with the Idempotency-Key of `first`, is its replay. */
export function expectReplayOf(again: CallResult, first: CallResult) {
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(again.body).toEqual(first.body);
}

/** An admin's create refuses malformed JSON (400), its body as another type (415), a body past the limit (413). */
export async function expectBodyRefusals(
  handler: unknown,
  call: Pick<CallOptions, "path" | "params">,
  bodies: { malformed: string; valid: unknown; oversized: unknown },
) {
  const raw = (rawBody: string, contentType?: string) =>
    callRouteRaw(handler, { ...call, auth: "demo.admin" }, rawBody, contentType);
  expectV2Error(await raw(bodies.malformed), 400, /Malformed JSON/);
  expectV2Error(await raw(JSON.stringify(bodies.valid), "text/plain"), 415);
  expectV2Error(await raw(JSON.stringify(bodies.oversized)), 413);
}

/** Sends the same call twice under the Idempotency-Key `key`; both answers, and the headers that carried it. */
export async function sendTwice(key: string, send: (headers: Record<string, string>) => Promise<CallResult>) {
  const headers = { "idempotency-key": key };
  const first = await send(headers);
  const again = await send(headers);
  return { first, again, headers };
}
