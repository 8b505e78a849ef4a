import { describe, expect, it } from "vitest";
import { GET as lookup } from "../../app/v2/customers/lookup/route.ts";
import { db } from "../db/client.ts";
import { callRoute } from "../../scripts/test-harness/call-route.ts";
import { openConsoleSession } from "../../scripts/test-harness/console-session.ts";

const LOOKUP = "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001";

async function sessionCookie(username: string) {
  const user = await db.user.findUniqueOrThrow({ where: { username } });
  return (await openConsoleSession(user.id)).cookie;
}

describe("the console's session on API routes", () => {
  it("is accepted for a same-origin call that carries the console header", async () => {
    const cookie = await sessionCookie("demo.checker");
    const res = await callRoute(lookup, {
      path: LOOKUP,
      headers: { cookie, "x-loyalty-console": "1", "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(5001);
  });

  it("is refused without the console header, cross-site, or with a forged cookie", async () => {
    const cookie = await sessionCookie("demo.checker");
    await expectEachUnauthenticated([
      { cookie },
      { cookie, "x-loyalty-console": "1", "sec-fetch-site": "cross-site" },
      { cookie, "x-loyalty-console": "1", origin: "https://evil.example" },
      { cookie: "next-auth.session-token=forged", "x-loyalty-console": "1" },
    ]);
  });

  it("answers 401, not 500, to an opaque origin or a cookie that is not valid percent-encoding", async () => {
    const cookie = await sessionCookie("demo.checker");
    await expectEachUnauthenticated([
      { cookie, "x-loyalty-console": "1", origin: "null" },
      { cookie: "next-auth.session-token=%E0%A4%A", "x-loyalty-console": "1" },
    ]);
  });
});

/** The lookup answers each set of headers 401, in the v2 shape. */
async function expectEachUnauthenticated(attempts: Record<string, string>[]) {
  for (const headers of attempts) {
    const res = await callRoute(lookup, { path: LOOKUP, headers });
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe(401);
  }
}
