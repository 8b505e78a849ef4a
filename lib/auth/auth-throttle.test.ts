import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as lookup } from "@/app/v2/customers/lookup/route.ts";
import { POST as generate } from "@/app/v3/oauth/token/generate/route.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { onAuthEvent, type AuthEvent } from "./auth-events.ts";
import { authOptions } from "./next-auth-options.ts";
import { refuseThrottledSignIn } from "./console-sign-in-throttle.ts";
import { PEER_ADDRESS_HEADER } from "../http/peer-address.mjs";
import { passwordChecksRun } from "./password.ts";
import { checkAuthThrottle, verifyThrottled } from "./auth-throttle.ts";

// Failed authentications per username and per IP, on Basic, bearer, token generation and console
// sign-in. Every test uses its own usernames and IPs: the counts live in this file's database.

const LOOKUP = "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001";
const WINDOW = 900;
let serial = 0;

async function newUser(kind: "USER" | "API_CLIENT" = "USER") {
  const username = `throttle.${kind === "USER" ? "user" : "client"}.${++serial}`;
  await createUser(
    db,
    { orgId: 100, username, displayName: username, password: "right-pw", access: ["default"], kind },
    { allowShortPassword: true },
  );
  return username;
}
const newIp = () => `203.0.113.${++serial}`;
const basic = (username: string, password: string, ip: string) =>
  callRoute(lookup, { path: LOOKUP, auth: { basic: [username, password] }, peer: ip });
const withAuth = (auth: Auth, ip: string) => callRoute(lookup, { path: LOOKUP, auth, peer: ip });
const token = (key: string, secret: string, ip: string) =>
  callRoute(generate, { path: "/v3/oauth/token/generate", body: { key, secret }, peer: ip });

function expectLockedOut(
  res: { status: number; headers: Headers; body: { errors: { code: number; message: string }[] } },
  seconds = WINDOW,
) {
  expect(res.status).toBe(429);
  expect(res.body.errors[0]).toMatchObject({
    code: 429,
    message: expect.stringMatching(/^Too many failed authentication attempts/),
  });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(seconds - 5);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
}

let events: AuthEvent[] = [];
let unsubscribe: () => void;
beforeEach(() => {
  events = [];
  unsubscribe = onAuthEvent((event) => void events.push(event));
});
afterEach(() => {
  unsubscribe();
  delete process.env.AUTH_THROTTLE_IP_LIMIT;
});

describe("Basic authentication", () => {
  it("locks a username out after 5 failures: 429 with Retry-After even with the right password, before any password check", async () => {
    const username = await newUser();
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await basic(username, "wrong", newIp())).status).toBe(401);
    events = [];
    const locked = await basic(username, "right-pw", ip);
    expectLockedOut(locked);
    expect(locked.body).toEqual({ errors: [{ status: false, code: 429, message: expect.any(String) }], warnings: [] });
    // Refused at the check: no failure and no success was recorded, so no password was verified.
    expect(events.map((e) => e.type)).toEqual(["auth.throttled"]);
    // The count is per name in any letter case, and other users are unaffected.
    expectLockedOut(await basic(username.toUpperCase(), "right-pw", ip));
    expect((await basic("demo.maker", "demo-maker-pw", ip)).status).toBe(200);
  });

  it("refuses a locked-out user whose password was just verified (and remembered) by an earlier call", async () => {
    const username = await newUser();
    const ip = newIp();
    expect((await basic(username, "right-pw", ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await basic(username, `wrong-${i}`, newIp())).status).toBe(401);
    expectLockedOut(await basic(username, "right-pw", ip));
  });

  it("locks a busy account: calls answered from the remembered password clear no failures", async () => {
    const username = await newUser();
    const integration = newIp();
    expect((await basic(username, "right-pw", integration)).status).toBe(200);
    const checks = passwordChecksRun();
    for (let i = 0; i < 5; i++) {
      expect((await basic(username, "right-pw", integration)).status).toBe(200);
      expect((await basic(username, `guess-${i}`, newIp())).status).toBe(401);
    }
    // Only the guesses were checked; the integration's calls came from the cache.
    expect(passwordChecksRun() - checks).toBe(5);
    expectLockedOut(await basic(username, "right-pw", integration));
  });

  it("clears no failures by the cache's background re-check of a busy account's password", async () => {
    const username = await newUser();
    const integration = newIp();
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    try {
      expect((await basic(username, "right-pw", integration)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await basic(username, `guess-${i}`, newIp())).status).toBe(401);
      events = [];
      // In its entry's last seconds a call is answered from the cache and the password is checked again.
      vi.setSystemTime(Date.now() + 9_000);
      expect((await basic(username, "right-pw", integration)).status).toBe(200);
      await vi.waitFor(() => expect(events.map((e) => e.type)).toContain("auth.succeeded"));
      expect((await basic(username, "guess-4", newIp())).status).toBe(401);
      expectLockedOut(await basic(username, "right-pw", integration));
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a lockout that failures set while a right password was being checked", async () => {
    const username = await newUser();
    const principal = await verifyThrottled({ username, ip: newIp(), path: "basic" }, async () => {
      // Four guesses land during this check: with its point, the fourth reaches the limit and locks.
      for (let i = 0; i < 4; i++) expect((await basic(username, `guess-${i}`, newIp())).status).toBe(401);
      return { username, userId: 1, orgId: 100 };
    });
    expect(principal).not.toBeNull();
    expectLockedOut(await basic(username, "right-pw", newIp()));
  });

  it("does not take a right password's point in flight for a lockout: a concurrent call is still checked", async () => {
    const username = await newUser();
    for (let i = 0; i < 4; i++) expect((await basic(username, `guess-${i}`, newIp())).status).toBe(401);
    const principal = await verifyThrottled({ username, ip: newIp(), path: "basic" }, async () => {
      // Four failures and this check's point make the limit, but nothing is locked out.
      await checkAuthThrottle({ username, ip: newIp(), path: "basic" });
      return { username, userId: 1, orgId: 100 };
    });
    expect(principal).not.toBeNull();
    expect((await basic(username, "right-pw", newIp())).status).toBe(200);
  });

  it("gives the point back when the check itself fails (no answer is no failure)", async () => {
    const username = await newUser();
    const broken = verifyThrottled({ username, ip: newIp(), path: "basic" }, () =>
      Promise.reject(new Error("database unavailable")),
    );
    await expect(broken).rejects.toThrow("database unavailable");
    for (let i = 0; i < 4; i++) expect((await basic(username, `guess-${i}`, newIp())).status).toBe(401);
    expect((await basic(username, "right-pw", newIp())).status).toBe(200);
  });

  it("bounds a burst: 20 parallel guesses for one user get at most 5 password checks, the rest 429", async () => {
    const username = await newUser();
    const checks = passwordChecksRun();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => basic(username, `guess-${i}`, newIp())));
    const statuses = results.map((res) => res.status);
    expect(passwordChecksRun() - checks).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(passwordChecksRun() - checks);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    expectLockedOut(await basic(username, "right-pw", newIp()));
  });

  it("costs an unknown, inactive or wrong-kind name a password check, as a known one", async () => {
    const client = await newUser("API_CLIENT");
    for (const name of [`nobody.${serial}`, client]) {
      const before = passwordChecksRun();
      expect((await basic(name, "right-pw", newIp())).status).toBe(401);
      expect(passwordChecksRun() - before).toBe(1);
    }
    // A token's wrong secret is checked against the current secret and a rotated-out one (a check either
    // way, inside an overlap or not), so an unknown key costs two checks as well.
    for (const key of [`no-such-key.${serial}`, client]) {
      const before = passwordChecksRun();
      expect((await token(key, "wrong-secret", newIp())).status).toBe(401);
      expect(passwordChecksRun() - before).toBe(2);
    }
  });

  it("resets the username's count on a successful sign-in", async () => {
    const username = await newUser();
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await basic(username, "wrong", ip)).status).toBe(401);
    expect((await basic(username, "right-pw", ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await basic(username, "wrong", ip)).status).toBe(401);
    expect((await basic(username, "right-pw", ip)).status).toBe(200);
  });

  it("backs off: a second lockout within a day lasts twice as long", async () => {
    const username = await newUser();
    for (let i = 0; i < 5; i++) await basic(username, "wrong", newIp());
    expectLockedOut(await basic(username, "right-pw", newIp()));
    // The first lockout runs out.
    await db.authThrottle.updateMany({
      where: { key: `user:${username}` },
      data: { expire: new Date(Date.now() - 1000) },
    });
    expect((await basic(username, "wrong", newIp())).status).toBe(401);
    for (let i = 0; i < 4; i++) await basic(username, "wrong", newIp());
    expectLockedOut(await basic(username, "right-pw", newIp()), 2 * WINDOW);
  });

  it("counts concurrent failures without losing any or failing", async () => {
    const username = await newUser();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => basic(username, `wrong-${i}`, newIp())));
    for (const res of results) expect([401, 429]).toContain(res.status);
    expectLockedOut(await basic(username, "right-pw", newIp()));
  });

  it("enforces the per-IP limit before the password check, for parallel guesses across usernames", async () => {
    process.env.AUTH_THROTTLE_IP_LIMIT = "4";
    const ip = newIp();
    const checks = passwordChecksRun();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => basic(`nobody.${serial}.${i}`, "x", ip)));
    expect(passwordChecksRun() - checks).toBeLessThanOrEqual(4);
    expect(results.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(8);
  });

  it("locks an IP out after its limit of failures across usernames; other IPs are unaffected", async () => {
    process.env.AUTH_THROTTLE_IP_LIMIT = "7";
    const ip = newIp();
    for (let i = 0; i < 7; i++) expect((await basic(`nobody.${serial}.${i}`, "wrong", ip)).status).toBe(401);
    expectLockedOut(await basic("demo.maker", "demo-maker-pw", ip));
    expectLockedOut(await withAuth({ bearer: "anything" }, ip));
    expect((await basic("demo.maker", "demo-maker-pw", newIp())).status).toBe(200);
  });

  it("counts per IP by the X-Forwarded-For entry TRUST_PROXY names", async () => {
    process.env.AUTH_THROTTLE_IP_LIMIT = "2";
    process.env.TRUST_PROXY = "1";
    try {
      const client = newIp();
      const proxy = newIp();
      const viaProxy = (username: string, password: string, forwarded: string) =>
        callRoute(lookup, {
          path: LOOKUP,
          auth: { basic: [username, password] },
          peer: proxy,
          headers: { "x-forwarded-for": forwarded },
        });
      for (let i = 0; i < 2; i++) await viaProxy(`nobody.${serial}.${i}`, "wrong", `${newIp()}, ${client}`);
      expectLockedOut(await viaProxy("demo.maker", "demo-maker-pw", `198.51.100.1, ${client}`));
      // The proxy itself is not the client: another client behind it is unaffected.
      expect((await viaProxy("demo.maker", "demo-maker-pw", newIp())).status).toBe(200);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: the address is the connection's", async () => {
    process.env.AUTH_THROTTLE_IP_LIMIT = "2";
    const peer = newIp();
    const spoofing = (username: string, password: string) =>
      callRoute(lookup, {
        path: LOOKUP,
        auth: { basic: [username, password] },
        peer,
        headers: { "x-forwarded-for": newIp() },
      });
    for (let i = 0; i < 2; i++) expect((await spoofing(`nobody.${serial}.${i}`, "wrong")).status).toBe(401);
    expectLockedOut(await spoofing("demo.maker", "demo-maker-pw"));
    expect((await basic("demo.maker", "demo-maker-pw", newIp())).status).toBe(200);
  });
});

describe("bearer tokens and token generation", () => {
  it("locks token generation per API client key and IP; tokens already issued keep working", async () => {
    const key = await newUser("API_CLIENT");
    const integration = newIp();
    const guesser = newIp();
    const issued = await token(key, "right-pw", integration);
    expect(issued.status).toBe(200);
    events = [];
    for (let i = 0; i < 5; i++) {
      const res = await token(key, `wrong-${i}`, guesser);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ data: null, errors: [{ code: 401, message: expect.any(String) }], warnings: null });
    }
    const locked = await token(key, "right-pw", guesser);
    expectLockedOut(locked);
    expect(locked.body).toEqual({ data: null, errors: [{ code: 429, message: expect.any(String) }], warnings: null });
    expect(locked.headers.get("cache-control")).toBe("no-store");
    expect(events.filter((e) => e.type === "token.issued")).toHaveLength(0);
    // The integration's token still works, from its address and from the guesser's, and it can get more.
    expect((await withAuth({ bearer: issued.body.data.accessToken }, integration)).status).toBe(200);
    expect((await withAuth({ oauthHeader: issued.body.data.accessToken }, guesser)).status).toBe(200);
    expect((await token(key, "right-pw", integration)).status).toBe(200);
  });

  it("answers token generation with Cache-Control: no-store and Pragma: no-cache, success or not", async () => {
    const key = await newUser("API_CLIENT");
    for (const secret of ["right-pw", "wrong"]) {
      const res = await token(key, secret, newIp());
      expect(res.status).toBe(secret === "right-pw" ? 200 : 401);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("pragma")).toBe("no-cache");
    }
  });

  it("counts forged tokens per IP", async () => {
    process.env.AUTH_THROTTLE_IP_LIMIT = "5";
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await withAuth({ oauthHeader: `forged-${i}` }, ip)).status).toBe(401);
    expectLockedOut(await withAuth({ bearer: "forged-again" }, ip));
    expect((await withAuth({ bearer: "forged-again" }, newIp())).status).toBe(401);
  });

  it("reports the issued token", async () => {
    const key = await newUser("API_CLIENT");
    const ip = newIp();
    expect((await token(key, "right-pw", ip)).status).toBe(200);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "token.issued", username: key, ip, ttlSeconds: 300 }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: "auth.succeeded", path: "oauth-token", username: key }),
    );
  });
});

describe("console sign-in", () => {
  type Authorize = (
    credentials: Record<string, string>,
    req: { headers: Record<string, string> },
  ) => Promise<{ id: string } | null>;
  const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;
  const signIn = (username: string, password: string, ip: string) =>
    authorize({ username, password }, { headers: { [PEER_ADDRESS_HEADER]: ip } });
  const callback = (username: string, ip: string) =>
    refuseThrottledSignIn(
      new Request("http://localhost:3000/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", [PEER_ADDRESS_HEADER]: ip },
        body: new URLSearchParams({ username, password: "right-pw", csrfToken: "x", json: "true" }),
      }),
    );

  it("counts failures, and the callback answers 429 with Retry-After for a locked-out name before next-auth runs", async () => {
    const username = await newUser();
    const ip = newIp();
    expect(await callback(username, ip)).toBeNull();
    for (let i = 0; i < 5; i++) expect(await signIn(username, "wrong", newIp())).toBeNull();
    const refused = await callback(username, ip);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(WINDOW - 5);
    expect(new URL((await refused?.json()).url).searchParams.get("error")).toBe("TooManyAttempts");
    await expect(signIn(username, "right-pw", ip)).rejects.toThrow(/Too many failed authentication attempts/);
    expect(await callback("demo.checker", ip)).toBeNull();
  });

  it("resets the count on success", async () => {
    const username = await newUser();
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect(await signIn(username, "wrong", ip)).toBeNull();
    expect(await signIn(username, "right-pw", ip)).toMatchObject({ id: expect.any(String) });
    for (let i = 0; i < 4; i++) expect(await signIn(username, "wrong", ip)).toBeNull();
    expect(await callback(username, ip)).toBeNull();
    expect(await signIn(username, "right-pw", ip)).toMatchObject({ id: expect.any(String) });
  });
});
