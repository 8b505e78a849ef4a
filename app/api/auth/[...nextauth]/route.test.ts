import { describe, expect, it } from "vitest";
import { MAX_SIGN_IN_BODY_BYTES, readSignInBody } from "@/lib/auth/read-sign-in-body.ts";
import { POST } from "./route.ts";
import { db } from "@/lib/db/client.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";
import { endSession } from "@/lib/auth/sessions/end-sessions.ts";
import { openConsoleSession } from "@/scripts/test-harness/console-session.ts";

// The console's sign-in form is read under a cap before the throttle or next-auth parse it, and its fields
// are held to the rule of API input; a refusal never reaches next-auth.

const CHUNK = 1024;
const SIGN_IN_URL = "http://localhost:3000/api/auth/callback/credentials";
const context = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A form body of `total` bytes made only as it is read; `pulled` says how much the reader asked for. */
function streamedForm(total: number, headers: Record<string, string> = FORM) {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += CHUNK;
        controller.enqueue(new TextEncoder().encode(`username=${"a".repeat(CHUNK - 9)}`));
      },
    },
    { highWaterMark: 0 },
  );
  // A streamed request body must say it is half-duplex (DOM's RequestInit type does not know the option).
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body, duplex: "half" };
  return { counter, request: new Request(SIGN_IN_URL, init) };
}

const post = (request: Request) => POST(request, context);
const form = (fields: Record<string, string>, headers: Record<string, string> = FORM) =>
  new Request(SIGN_IN_URL, { method: "POST", headers, body: new URLSearchParams(fields).toString() });

describe("POST /api/auth/*", () => {
  it("refuses a 10 MB sign-in form with 413 after reading no more than the cap", async () => {
    const { counter, request } = streamedForm(10 * 1024 * 1024);
    const res = await post(request);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      url: "http://localhost:3000/login?error=InvalidInput",
      message: `Request body exceeds the limit of ${MAX_SIGN_IN_BODY_BYTES} bytes.`,
    });
    expect(counter.pulled).toBeLessThanOrEqual(MAX_SIGN_IN_BODY_BYTES + CHUNK);
  });

  it("refuses a form whose declared length is over the cap without reading it", async () => {
    const size = 10 * 1024 * 1024;
    const { counter, request } = streamedForm(size, { ...FORM, "content-length": String(size) });
    expect((await post(request)).status).toBe(413);
    expect(counter.pulled).toBe(0);
  });

  it("refuses a username or password with a NUL, and an overlong username, naming the field", async () => {
    for (const [fields, message] of [
      [{ username: "demo\u0000maker", password: "demo-maker-pw" }, "username: must not contain a NUL character"],
      [{ username: "demo.maker", password: "demo\u0000maker-pw" }, "password: must not contain a NUL character"],
      [{ username: "x".repeat(201), password: "pw" }, "username: at most 200 characters"],
    ] as const) {
      const res = await post(form(fields));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const json = new Request(SIGN_IN_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo.maker", password: "pw\ud800" }),
    });
    const res = await post(json);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("password: must not contain an unpaired surrogate");
  });

  it("gives back a fitting form's bytes as sent, for next-auth to parse", async () => {
    const fields = { username: "demo.maker", password: "demo-maker-pw", csrfToken: "t", json: "true" };
    const body = await readSignInBody(form(fields));
    expect(body).toBeInstanceOf(Uint8Array);
    expect(Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body as Uint8Array)))).toEqual(fields);
  });
});

describe("the session next-auth answers (GET /api/auth/session)", () => {
  it("names the user of an open session, and no one once that session has ended", async () => {
    const checker = await db.user.findUniqueOrThrow({ where: { username: "demo.checker" } });
    const { sid } = await openConsoleSession(checker.id);
    const expires = new Date(Date.now() + 60_000).toISOString();
    const answer = (token: { uid: number; sid: string }) =>
      authOptions.callbacks!.session!({
        session: { user: { name: checker.displayName }, expires },
        token,
      } as unknown as Parameters<NonNullable<typeof authOptions.callbacks>["session"] & object>[0]);
    expect(await answer({ uid: checker.id, sid })).toEqual({
      user: { name: checker.displayName, id: checker.id },
      expires,
    });
    await endSession(db, sid, "ended-by-user");
    expect(await answer({ uid: checker.id, sid })).toEqual({ expires });
    // Another user's session id names no one either.
    const other = await openConsoleSession(checker.id);
    expect(await answer({ uid: checker.id + 1, sid: other.sid })).toEqual({ expires });
  });
});
