import { encode } from "next-auth/jwt";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { POST as START } from "@/app/v2/me/second-factor/totp/route.ts";
import { POST as CONFIRM } from "@/app/v2/me/second-factor/totp/confirm/route.ts";
import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import { startSession } from "@/lib/auth/sessions/start-session.ts";
import { callRoute, type CallOptions } from "@/scripts/test-harness/call-route.ts";
import { makeUser } from "@/scripts/test-harness/admin-users.ts";

// Shared by the second-factor tests: users with an authenticator app, their codes, and console sessions
// (a user holding a second factor cannot use Basic).

/** The code of `secret` at the step `steps` away from now. */
export function totpCode(secret: string, steps = 0, now = Date.now()): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: now + steps * 30_000 });
}

/** Headers of a console call with a fresh session of the user (cookie, console header, same origin). */
export async function consoleHeaders(user: { id: number; username: string }): Promise<Record<string, string>> {
  const sid = await startSession({ id: String(user.id), name: user.username, method: "password", secondFactor: true });
  const token = await encode({
    token: { uid: user.id, sid, name: user.username },
    secret: process.env.AUTH_SECRET ?? "",
  });
  return { cookie: `next-auth.session-token=${token}`, "x-loyalty-console": "1", "sec-fetch-site": "same-origin" };
}

export interface TotpUser {
  id: number;
  username: string;
  auth: { basic: [string, string] };
  secret: string;
  recoveryCodes: string[];
  /** Calls a route as this user's console session. */
  call: (handler: unknown, options: CallOptions) => ReturnType<typeof callRoute>;
}

/** A user of `orgId` who has set up an authenticator app through the API (with Basic, before holding it). */
export async function makeTotpUser(username: string, orgId = 100, access: AccessGroup[] = ["default"]) {
  const user = await makeUser(username, orgId, access);
  const started = await callRoute(START, { method: "POST", path: "/v2/me/second-factor/totp", auth: user.auth });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret: string = started.body.data.secret;
  const confirmed = await callRoute(CONFIRM, {
    path: "/v2/me/second-factor/totp/confirm",
    auth: user.auth,
    body: { code: totpCode(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const headers = await consoleHeaders(user);
  const call: TotpUser["call"] = (handler, options) =>
    callRoute(handler, { ...options, headers: { ...headers, ...options.headers } });
  return { ...user, secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[], call } satisfies TotpUser;
}
