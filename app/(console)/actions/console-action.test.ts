import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/lib/db/client.ts";
import { captureLogs } from "@/scripts/test-harness/capture-logs.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation, type ConsoleOperation } from "./console-action.ts";

// The action wrapper keeps the API's guards: the proxy's request id, the IP quota, same-origin calls, body limits.

const sessionOf = async (username: string) => (await consoleCallFor(username)).sessionToken;
const echoRequestId: ConsoleOperation<z.ZodType<unknown>, string | undefined> = {
  access: "signed-in",
  schema: z.unknown(),
  run: async (principal) => principal.requestId,
};
const failing: ConsoleOperation<z.ZodType<unknown>, never> = {
  access: "signed-in",
  schema: z.unknown(),
  run: async () => {
    throw new Error("boom");
  },
};
const savedLimit = process.env.RATE_LIMIT_PER_MINUTE;
afterEach(() => {
  if (savedLimit === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
  else process.env.RATE_LIMIT_PER_MINUTE = savedLimit;
});

describe("a console action", () => {
  it("uses the request id the proxy gave the call, and logs an unexpected failure with it and the user", async () => {
    const sessionToken = await sessionOf("demo.viewer");
    const call = { sessionToken, requestId: "proxy-given-id-1" };
    expect(await performConsoleOperation(call, echoRequestId, {})).toEqual({ ok: true, data: "proxy-given-id-1" });
    const logs = captureLogs();
    try {
      expect(await performConsoleOperation(call, failing, {})).toEqual({
        ok: false,
        errors: [{ code: 500, params: {} }],
      });
    } finally {
      logs.restore();
    }
    const user = await db.user.findFirstOrThrow({ where: { username: "demo.viewer" } });
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ requestId: "proxy-given-id-1", userId: user.id, orgId: user.orgId }),
    );
  });

  it("refuses a cross-site call even with a valid session", async () => {
    const sessionToken = await sessionOf("demo.viewer");
    for (const fetchSite of ["cross-site", "same-site", "none"])
      expect(await performConsoleOperation({ sessionToken, fetchSite }, echoRequestId, {})).toEqual({
        ok: false,
        errors: [expect.objectContaining({ code: 401, key: "authenticationFailed" })],
      });
    expect((await performConsoleOperation({ sessionToken, fetchSite: "same-origin" }, echoRequestId, {})).ok).toBe(
      true,
    );
  });

  it("counts refused sign-ins against the IP, and refuses that IP before looking at its session", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "2";
    const ip = `10.9.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 2; attempt++)
      expect(await performConsoleOperation({ sessionToken: "forged", ip }, echoRequestId, {})).toMatchObject({
        ok: false,
        errors: [{ code: 401 }],
      });
    const good = { sessionToken: await sessionOf("demo.viewer"), ip };
    expect(await performConsoleOperation(good, echoRequestId, {})).toMatchObject({
      ok: false,
      errors: [{ code: 429 }],
    });
  });

  it("keeps the API's default body limit when the operation sets none", async () => {
    const call = { sessionToken: await sessionOf("demo.viewer") };
    expect(await performConsoleOperation(call, echoRequestId, { text: "x".repeat(1024 * 1024 + 1) })).toEqual({
      ok: false,
      errors: [{ code: 413, key: "bodyTooLarge", params: { limit: "1048576" } }],
    });
  });
});
